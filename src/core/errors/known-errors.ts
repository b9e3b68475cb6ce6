import { type AppError, appError } from '../shared/app-error.js';

/**
 * The fixed texts of SPEC 8 (and the reporting settings of SPEC 7) that are neither on the
 * error page (error-catalogue.ts) nor owned by a rule of their own (the dialogs live in
 * booking/dialog-content.rule.ts, the missing-item text in itinerary/active-item.rule.ts).
 * Kept as values so the UI, the adapters and the tests share one spelling.
 */

export const SAVE_BOOKING_STATE_FAILED = 'Failed to save booking state';
export const ITINERARY_LISTING_ITEM_FAILED = 'Error creating itinerary listing item';
export const REDEEM_PROMO_CODES_FAILED = 'Failed to redeem promo codes';
export const CREATE_CONTEXT_FAILED = 'Error creating context';
export const SESSION_PROVIDER_MISSING = 'Must be wrapped in Session Provider';

/** SPEC 5: a price, reserve, save or booking response without the updated item and its itinerary. */
export const itineraryListingItemFailed = (): AppError => appError('booking', ITINERARY_LISTING_ITEM_FAILED);

/** SPEC 8: creating a booking context failed (reported; the active context is cleared). */
export const createContextFailed = (): AppError => appError('booking', CREATE_CONTEXT_FAILED);

export interface ErrorNotification {
  /** Absent when the message stands alone. */
  readonly title?: string;
  readonly message: string;
  /** Milliseconds before it hides itself; 0 means the guest must close it. */
  readonly autoDismissMs: number;
}

/**
 * SPEC 8: promo failures stay until closed (auto-dismiss 0); a promo code silently
 * disappearing from a price would be worse than a notification that lingers.
 */
export const redeemPromoCodesNotification = (errorMessage: string): ErrorNotification => ({
  title: REDEEM_PROMO_CODES_FAILED,
  message: errorMessage,
  autoDismissMs: 0,
});

/** SPEC 8: each promo refused on redemption gets its own persistent notification, its message alone. */
export const promoRefusedNotification = (errorMessage: string): ErrorNotification => ({
  message: errorMessage,
  autoDismissMs: 0,
});

/** SPEC 7: the analytics event sent for an error shown to the guest. */
export const ERROR_ANALYTICS_EVENT = 'KEY Error Encountered';
export const ERROR_ANALYTICS_CATEGORY = 'Global Error';

export const errorAnalyticsEvent = (
  errorMessage: string,
): {
  readonly event: string;
  readonly properties: { readonly category: string; readonly errorMessage: string };
} => ({
  event: ERROR_ANALYTICS_EVENT,
  properties: { category: ERROR_ANALYTICS_CATEGORY, errorMessage },
});

/**
 * SPEC 7 error-reporting settings. 'Object Not Found Matching Id' is noise from a
 * third-party script, not our failure. Every transaction is traced; no session replays
 * are recorded (they could capture card and personal details).
 */
export const ERROR_REPORTING_SETTINGS = {
  ignoreErrors: ['Object Not Found Matching Id'],
  tracesSampleRate: 1.0,
  replaysSessionSampleRate: 0,
} as const;

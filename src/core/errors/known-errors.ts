import { type AppError, appError } from '../shared/index.js';

/**
 * The fixed texts of docs/product/errors.md (and the reporting settings of
 * docs/product/calls.md#analytics-and-error-reporting) that are neither on the error page
 * (src/ui/components/error-catalogue.ts) nor owned by a rule of their own (the dialogs live in
 * booking-terms/dialog-content.rule.ts, the missing-item text in itinerary/active-item.rule.ts).
 * Kept as values so the UI, the adapters and the tests share one spelling.
 */

export const SAVE_BOOKING_STATE_FAILED = 'Failed to save booking state';
export const ITINERARY_LISTING_ITEM_FAILED = 'Error creating itinerary listing item';
export const REDEEM_PROMO_CODES_FAILED = 'Failed to redeem promo codes';
export const CREATE_CONTEXT_FAILED = 'Error creating context';
export const SESSION_PROVIDER_MISSING = 'Must be wrapped in Session Provider';

/**
 * A price, reserve, save or booking response without the updated item and its itinerary
 * (docs/product/validation.md#booking-responses).
 */
export const itineraryListingItemFailed = (): AppError => appError('booking', ITINERARY_LISTING_ITEM_FAILED);

/**
 * Creating a booking context failed: reported, and the active context is cleared
 * (docs/product/errors.md#load-failures).
 */
export const createContextFailed = (): AppError => appError('booking', CREATE_CONTEXT_FAILED);

export interface ErrorNotification {
  /** Absent when the message stands alone. */
  readonly title?: string;
  readonly message: string;
  /** Milliseconds before it hides itself; 0 means the guest must close it. */
  readonly autoDismissMs: number;
}

/**
 * Promo failures stay until closed (auto-dismiss 0, docs/product/errors.md#notifications); a
 * promo code silently disappearing from a price would be worse than a notification that
 * lingers.
 */
export const redeemPromoCodesNotification = (errorMessage: string): ErrorNotification => ({
  title: REDEEM_PROMO_CODES_FAILED,
  message: errorMessage,
  autoDismissMs: 0,
});

/**
 * Each promo refused on redemption gets its own persistent notification, its message alone
 * (docs/product/errors.md#notifications).
 */
export const promoRefusedNotification = (errorMessage: string): ErrorNotification => ({
  message: errorMessage,
  autoDismissMs: 0,
});

/**
 * The analytics event sent for an error shown to the guest
 * (docs/product/calls.md#analytics-and-error-reporting).
 */
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
 * The error-reporting settings of docs/product/calls.md#analytics-and-error-reporting.
 * 'Object Not Found Matching Id' is noise from a third-party script, not our failure. Every
 * transaction is traced; no session replays are recorded (they could capture card and
 * personal details).
 */
export const ERROR_REPORTING_SETTINGS = {
  ignoreErrors: ['Object Not Found Matching Id'],
  tracesSampleRate: 1.0,
  replaysSessionSampleRate: 0,
} as const;

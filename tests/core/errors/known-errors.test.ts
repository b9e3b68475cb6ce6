import { describe, expect, it } from 'vitest';
import {
  CREATE_CONTEXT_FAILED,
  createContextFailed,
  ERROR_REPORTING_SETTINGS,
  errorAnalyticsEvent,
  ITINERARY_LISTING_ITEM_FAILED,
  itineraryListingItemFailed,
  promoRefusedNotification,
  REDEEM_PROMO_CODES_FAILED,
  redeemPromoCodesNotification,
  SAVE_BOOKING_STATE_FAILED,
  SESSION_PROVIDER_MISSING,
} from '../../../src/core/errors/known-errors.js';

describe('known errors', () => {
  it("saving without booking-state id fails 'Failed to save booking state'", () => {
    expect(SAVE_BOOKING_STATE_FAILED).toBe('Failed to save booking state');
  });

  it("responses without updated item and itinerary: 'Error creating itinerary listing item'", () => {
    expect(ITINERARY_LISTING_ITEM_FAILED).toBe('Error creating itinerary listing item');
    expect(itineraryListingItemFailed()).toEqual({
      kind: 'booking',
      message: 'Error creating itinerary listing item',
    });
  });

  it("'Failed to redeem promo codes' notification with error message, persistent", () => {
    expect(REDEEM_PROMO_CODES_FAILED).toBe('Failed to redeem promo codes');
    expect(redeemPromoCodesNotification('Server down')).toEqual({
      title: 'Failed to redeem promo codes',
      message: 'Server down',
      autoDismissMs: 0,
    });
  });

  it('each per-promo errorMessage shown as persistent error notification (auto-dismiss 0)', () => {
    expect(promoRefusedNotification('This promo code has expired')).toEqual({
      message: 'This promo code has expired',
      autoDismissMs: 0,
    });
  });

  it("'Error creating context'", () => {
    expect(CREATE_CONTEXT_FAILED).toBe('Error creating context');
    expect(createContextFailed()).toEqual({ kind: 'booking', message: 'Error creating context' });
  });

  it("session hook outside provider: 'Must be wrapped in Session Provider'", () => {
    expect(SESSION_PROVIDER_MISSING).toBe('Must be wrapped in Session Provider');
  });

  it("analytics event 'KEY Error Encountered' category 'Global Error' with errorMessage", () => {
    expect(errorAnalyticsEvent('Oh no')).toEqual({
      event: 'KEY Error Encountered',
      properties: { category: 'Global Error', errorMessage: 'Oh no' },
    });
  });

  it("error reporting ignores 'Object Not Found Matching Id'; tracing sample rate 1.0; replay sampling 0", () => {
    expect(ERROR_REPORTING_SETTINGS).toEqual({
      ignoreErrors: ['Object Not Found Matching Id'],
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0,
    });
  });
});

export { ErrorReporter } from './error-reporter.port.js';
export {
  createContextFailed,
  ERROR_REPORTING_SETTINGS,
  errorAnalyticsEvent,
  itineraryListingItemFailed,
  promoRefusedNotification,
  redeemPromoCodesNotification,
  SAVE_BOOKING_STATE_FAILED,
} from './known-errors.js';

// The errors area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
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

// The booking-terms area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { type BookingError, bookingRefused } from './booking-error.js';
export { BOOKING_ITEM_TYPES, BookingItemType } from './booking-item-type.entity.js';
export { DEFAULT_DIALOG_MESSAGE, type DialogAction, type DialogContent } from './dialog-content.rule.js';
export {
  DATES_UNAVAILABLE_CODE,
  PROMO_REFUSED_CODE,
  RESERVE_ERROR_TYPES,
  type ReserveError,
  reserveErrorDialog,
} from './reserve-error.rule.js';
export { ReserveErrorType } from './reserve-error-type.entity.js';

// The shared area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { AppConfig } from './app-config.js';
export { type AppError, type AppErrorKind, appError, isAppError } from './app-error.js';
export {
  addDays,
  addMonths,
  daysBetween,
  daysInMonthOf,
  isCalendarDay,
  localDayOf,
  longDayOf,
  monthStartOf,
  monthTitleOf,
  nightsOf,
  shortDayOf,
  utcDayOf,
  weekdayOf,
} from './calendar-day.js';
export { Count } from './count.js';
export { decode, formatValidationErrors } from './decode.js';
export { Dollars, dollarsToCents } from './dollars.js';
export { IsoDateObject, IsoDateString, isIsoDateString, utcDay } from './iso-date.js';
export { Cents, cents, fromCents, sumCents, toCents } from './money.js';
export { isOneOf, oneOf } from './one-of.js';
export { nullable, withDefault } from './optional.js';
export { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from './retry.js';
export { select } from './select.js';
export { struct } from './struct.js';
export { type Token, token } from './token.js';
export { dayInZone, instantOf, isKnownZone } from './zoned-day.js';

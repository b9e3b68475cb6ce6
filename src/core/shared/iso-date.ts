import type { Dayjs } from 'dayjs';
import * as t from 'io-ts';

// Date only, or date and time with optional seconds, fraction and zone: what JSON APIs and
// date pickers send. Anything dayjs would guess at (e.g. 'June 5') is refused at the edge.
const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether a string is a real calendar date (or date-time) in ISO 8601 form. */
export const isIsoDateString = (value: string): boolean => {
  const match = ISO_PATTERN.exec(value);
  if (!match) return false;
  // A date alone has no time parts: they count as midnight.
  const [, year, month, day, hour, minute, second] = match;
  const m = Number(month);
  return (
    m >= 1 &&
    m <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth(Number(year), m) &&
    Number(hour ?? 0) <= 23 &&
    Number(minute ?? 0) <= 59 &&
    Number(second ?? 0) <= 59
  );
};

const isIsoDate = (u: unknown): u is string => typeof u === 'string' && isIsoDateString(u);

/** An ISO 8601 date or date-time string, kept as sent (docs/architecture/conventions.md#core: ISO strings at the edge). */
export const IsoDateString = new t.Type<string, string, unknown>(
  'IsoDateString',
  isIsoDate,
  (u, c) => (isIsoDate(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
);
export type IsoDateString = t.TypeOf<typeof IsoDateString>;

/**
 * The backend's date object (docs/product/entities.md#itinerary: arrivalDate, departureDate,
 * itinerary_end_date).
 */
export const IsoDateObject = t.type({ iso: IsoDateString }, 'IsoDateObject');
export type IsoDateObject = t.TypeOf<typeof IsoDateObject>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The UTC calendar day ('YYYY-MM-DD') of an instant. A date-only string already is a day:
 * parsing it would read local midnight and could shift it a day in a zone east of UTC.
 */
export const utcDay = (value: Dayjs | string): string | undefined => {
  // Stryker disable next-line ConditionalExpression: equivalent: typeof narrows; a Dayjs prints as 'Sun, 01 Jun …', never a DATE_ONLY match
  if (typeof value === 'string' && DATE_ONLY.test(value)) return isIsoDateString(value) ? value : undefined;
  // The platform's parser reads ISO date-times as dayjs does (no zone: local time), and keeps
  // dayjs out of the first download, which needs nothing else of it.
  const instant = typeof value === 'string' ? new Date(value) : value.toDate();
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString().slice(0, 10);
};

/**
 * The calendar day an instant falls on in a home's time zone, with the platform's Intl. Kept
 * apart from ./calendar-day.js, whose plain day arithmetic is in the home search's first
 * download: only a booking's rules and the zoned date library need these.
 */

/** Whether the platform knows an IANA zone name (Intl throws a RangeError for an unknown one). */
export const isKnownZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  return true;
};

/** The day an instant falls on in an IANA zone, or in UTC when no usable zone is given. */
export const dayInZone = (instant: Date, zone?: string | null): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone && isKnownZone(zone) ? zone : 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
};

// A date-time without a zone is read as UTC, as the host writes them (as dayjs.utc reads it).
const WITH_ZONE = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant an ISO date or date-time from the host stands for; undefined when unreadable. */
export const instantOf = (iso: string): Date | undefined => {
  const ms = Date.parse(DATE_ONLY.test(iso) || WITH_ZONE.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(ms) ? undefined : new Date(ms);
};

import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isKnownZone } from '../shared/index.js';

// The 'z' token (zone abbreviation) needs these three plugins; extending twice is harmless.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/**
 * An ISO date-time read in the given IANA zone, or in UTC when no usable zone is given, so
 * the same instant prints the same on the server and in every browser. Undefined when the
 * value is empty or not a date.
 */
export const zoned = (iso: string | null | undefined, zone?: string | null): Dayjs | undefined => {
  if (!iso) return undefined;
  const instant = dayjs.utc(iso);
  if (!instant.isValid()) return undefined;
  return zone && isKnownZone(zone) ? instant.tz(zone) : instant;
};

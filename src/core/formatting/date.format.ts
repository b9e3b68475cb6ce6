import { zoned } from './zoned-dayjs.js';

/** The date formats of docs/product/constants.md#date-and-label-formats. */
export const DATE_FORMATS = {
  longDate: 'dddd, MMMM DD, YYYY',
  longDateTime: 'dddd, MMMM DD, YYYY h:mm A',
  shortDateTimeZone: 'MM/DD/YYYY h:mm a z',
  longDateUnpadded: 'dddd, MMMM D, YYYY',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/**
 * Formats an ISO date-time in the item's time zone (IANA name such as 'America/Denver';
 * UTC when absent or unknown). An empty or unreadable value renders as '' so a screen shows
 * nothing rather than 'Invalid Date'.
 */
export const formatDate = (
  iso: string | null | undefined,
  format: DateFormat,
  timeZone?: string | null,
): string => zoned(iso, timeZone)?.format(DATE_FORMATS[format]) ?? '';

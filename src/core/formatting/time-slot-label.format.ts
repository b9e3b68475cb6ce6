import { zoned } from './zoned-dayjs.js';

export const NO_PREFERENCE_LABEL = 'No preference';

export interface TimeSlotInput {
  /** ISO date-times. */
  readonly start: string;
  readonly end: string;
  readonly isNoPreference?: boolean | null;
}

/**
 * What a time slot reads as (docs/product/constants.md#date-and-label-formats): 'No
 * preference' for the no-preference slot, else start and end as 'h:mm A' in the item's time
 * zone, e.g. '9:00 AM - 11:00 AM'. An unreadable end shows only the start; an unreadable
 * start shows nothing.
 */
export const timeSlotLabel = (slot: TimeSlotInput, timeZone?: string | null): string => {
  if (slot.isNoPreference) return NO_PREFERENCE_LABEL;
  const start = zoned(slot.start, timeZone);
  if (!start) return '';
  const end = zoned(slot.end, timeZone);
  return end ? `${start.format('h:mm A')} - ${end.format('h:mm A')}` : start.format('h:mm A');
};

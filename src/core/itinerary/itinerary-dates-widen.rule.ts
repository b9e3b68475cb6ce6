import dayjs from 'dayjs';

/** ISO date-times as they travel; null when the itinerary has no date yet. */
export interface ItineraryDates {
  readonly arrivalDate: string | null;
  readonly departureDate: string | null;
}

export interface ItemDates {
  readonly startDate: string;
  /** Absent for single-day items; the start date then stands for both ends. */
  readonly endDate?: string | null | undefined;
}

const isBefore = (a: string, b: string): boolean => dayjs(a).isBefore(dayjs(b));

/**
 * Creating an item whose dates fall outside the itinerary widens the itinerary
 * (docs/product/flows.md#itinerary-item-updates). Returns the new dates; the strings kept are
 * the originals, never reformatted, so an unchanged end compares equal. Missing itinerary
 * dates are filled from the item; unreadable item dates change nothing.
 */
export const widenItineraryDates = (itinerary: ItineraryDates, item: ItemDates): ItineraryDates => {
  const start = item.startDate;
  const end = item.endDate || item.startDate;
  if (!dayjs(start).isValid() || !dayjs(end).isValid()) return itinerary;
  const { arrivalDate, departureDate } = itinerary;
  return {
    arrivalDate: arrivalDate && !isBefore(start, arrivalDate) ? arrivalDate : start,
    departureDate: departureDate && !isBefore(departureDate, end) ? departureDate : end,
  };
};

/** Whether creating the item changes the itinerary dates (so the caller knows to save them). */
export const widensItineraryDates = (itinerary: ItineraryDates, item: ItemDates): boolean => {
  const widened = widenItineraryDates(itinerary, item);
  return widened.arrivalDate !== itinerary.arrivalDate || widened.departureDate !== itinerary.departureDate;
};

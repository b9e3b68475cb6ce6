import { daysBetween } from '../shared/index.js';

/** How many nights a stay of known dates lasts (check-in to check-out): what a home is priced by. */
export const stayNights = (stay: { readonly startDate: string; readonly endDate: string }): number =>
  daysBetween(stay.startDate, stay.endDate);

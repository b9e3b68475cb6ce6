import { daysBetween } from '../../src/core/shared/index.js';
import { HttpError } from '../http/http-error.js';
import { MAX_STAY_NIGHTS, readDay } from './query-values.js';

export interface StayDates {
  /** Check-in day. */
  startDate: string;
  /** Check-out day. */
  endDate: string;
  nights: number;
}

/**
 * Reads an optional pair of stay dates: both or neither, check-out after check-in, at most
 * a year. `required` makes a missing pair a 400 as well.
 */
export const readStayDates = (
  query: { startDate?: string | undefined; endDate?: string | undefined },
  required = false,
): StayDates | undefined => {
  const startDate = readDay('startDate', query.startDate);
  const endDate = readDay('endDate', query.endDate);
  if (startDate === undefined && endDate === undefined && !required) return undefined;
  if (startDate === undefined) throw new HttpError(400, 'startDate is required');
  if (endDate === undefined) throw new HttpError(400, 'endDate is required');
  const nights = daysBetween(startDate, endDate);
  if (nights <= 0) throw new HttpError(400, 'endDate must be after startDate');
  if (nights > MAX_STAY_NIGHTS) throw new HttpError(400, `A stay can last at most ${MAX_STAY_NIGHTS} nights`);
  return { startDate, endDate, nights };
};

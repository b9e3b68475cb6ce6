import { addDays, daysBetween } from '../../src/core/shared/index.js';
import { readDay } from '../catalog/query-values.js';
import { HttpError } from '../http/http-error.js';

/**
 * The optional startDate and endDate of the services calls
 * (docs/product/calls.md#services-and-misc), as calendar days.
 */
export interface ServiceDates {
  startDate: string;
  endDate: string;
  /** The months (1-12) the days touch: what a service's season is matched against. */
  months: number[];
}

export const serviceDatesQuerySchema = {
  type: 'object',
  properties: {
    startDate: { type: 'string', maxLength: 40 },
    endDate: { type: 'string', maxLength: 40 },
  },
} as const;

export interface ServiceDatesQuery {
  startDate?: string;
  endDate?: string;
}

/** Longer spans cover every month anyway; the limit keeps a typo from walking years of days. */
export const MAX_SERVICE_SPAN_DAYS = 366;

const monthsOf = (startDate: string, endDate: string): number[] => {
  const months = new Set<number>();
  for (let day = startDate; day <= endDate && months.size < 12; day = addDays(day, 1))
    months.add(Number(day.slice(5, 7)));
  return [...months].sort((a, b) => a - b);
};

/**
 * Reads the dates a guest looks at services for. Services are booked for a day or a span
 * within a trip, so one day alone (start and end the same, or only one of them) is fine;
 * neither means any time. An end before the start, or a bad date, is a 400 naming the field.
 */
export const readServiceDates = (query: ServiceDatesQuery): ServiceDates | undefined => {
  const start = readDay('startDate', query.startDate);
  const end = readDay('endDate', query.endDate);
  if (start === undefined && end === undefined) return undefined;
  const startDate = start ?? (end as string);
  const endDate = end ?? startDate;
  const span = daysBetween(startDate, endDate);
  if (span < 0) throw new HttpError(400, 'endDate must not be before startDate');
  if (span > MAX_SERVICE_SPAN_DAYS)
    throw new HttpError(400, `endDate must be at most ${MAX_SERVICE_SPAN_DAYS} days after startDate`);
  return { startDate, endDate, months: monthsOf(startDate, endDate) };
};

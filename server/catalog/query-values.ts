import { isIsoDateString, utcDay } from '../../src/core/shared/index.js';
import { HttpError } from '../http/http-error.js';

/**
 * Small readers for query parameters that JSON schemas cannot fully check: calendar days and
 * lists that arrive comma-joined (docs/product/validation.md#search-and-service-queries) or
 * repeated.
 */
export const MAX_STAY_NIGHTS = 365;

/** A query list: `a,b` or `x=a&x=b` (Fastify makes the latter an array), blanks dropped. */
export const listSchema = {
  type: 'array',
  items: { type: 'string', maxLength: 200 },
  maxItems: 50,
} as const;

export const splitList = (value: readonly string[] | undefined): string[] =>
  (value ?? [])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '' && item !== 'null');

export const blankToUndefined = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The calendar day of an ISO date (or date-time: its UTC day), or a 400 naming the field. */
export const readDay = (field: string, value: string | undefined): string | undefined => {
  const text = blankToUndefined(value);
  if (text === undefined) return undefined;
  const day = isIsoDateString(text) ? utcDay(text) : undefined;
  if (!day) throw new HttpError(400, `${field} must be a date like 2030-06-01`);
  return day;
};

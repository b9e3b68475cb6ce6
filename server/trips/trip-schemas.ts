import { isIsoDateString } from '../../src/core/shared/index.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA, NULLABLE_ID_SCHEMA } from '../http/id-schema.js';

/** JSON schemas and checks the trips routes share, the host's id schema among them. */

export { ID_SCHEMA, NULLABLE_ID_SCHEMA };

export const itineraryParams = {
  type: 'object',
  required: ['itineraryId'],
  properties: { itineraryId: ID_SCHEMA },
} as const;

export interface ItineraryParams {
  itineraryId: string;
}

/** A date or date-time string; isIsoDate checks that it is a real one. */
export const DATE_SCHEMA = { type: 'string', minLength: 10, maxLength: 40 } as const;
export const NULLABLE_DATE_SCHEMA = { type: ['string', 'null'], minLength: 10, maxLength: 40 } as const;

/** A guest's free text: a message or a note. */
export const MESSAGE_SCHEMA = { type: 'string', minLength: 1, maxLength: 5000 } as const;

/** 400 naming the field unless `value` is a real ISO date or date-time. */
export const requireIsoDate = (field: string, value: string): string => {
  if (!isIsoDateString(value)) throw new HttpError(400, `${field} must be an ISO 8601 date`);
  return value;
};

/** 400 when a trimmed text is empty: a message of blanks says nothing. */
export const requireText = (field: string, value: string): string => {
  const text = value.trim();
  if (!text) throw new HttpError(400, `${field} must not be blank`);
  return text;
};

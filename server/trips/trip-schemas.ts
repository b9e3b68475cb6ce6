import { isIsoDateString } from '../../src/core/shared/iso-date.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA, NULLABLE_ID_SCHEMA } from '../http/id-schema.js';

/** JSON schemas and checks the trips routes share, the host's id schema among them. */

export { ID_SCHEMA, NULLABLE_ID_SCHEMA };

export const itineraryParams = {
  type: 'object',
  required: ['itineraryId'],
  properties: { itineraryId: ID_SCHEMA },
} as const;

export const itemParams = {
  type: 'object',
  required: ['itineraryId', 'itemId'],
  properties: { itineraryId: ID_SCHEMA, itemId: ID_SCHEMA },
} as const;

export interface ItineraryParams {
  itineraryId: string;
}

export interface ItemParams extends ItineraryParams {
  itemId: string;
}

/** One price choice of a service item (SPEC 3 "Item pricing"), as the guest picks it. */
export const PRICE_ENTRY_SCHEMA = {
  type: 'object',
  required: ['pricingHeaderId', 'pricingOptionId', 'pricingConfigId'],
  properties: {
    pricingHeaderId: ID_SCHEMA,
    pricingOptionId: ID_SCHEMA,
    pricingConfigId: ID_SCHEMA,
    quantity: { type: ['number', 'null'], minimum: 0, maximum: 10_000 },
  },
} as const;

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

const HAS_ZONE = /(Z|[+-]\d{2}(:?\d{2})?)$/;

/**
 * An ISO date or date-time as a UTC instant ('...Z'). A date alone is that day's midnight
 * UTC, and a time without a zone is read as UTC too: the server's own zone must never
 * shift a guest's booking.
 */
export const toUtcInstant = (field: string, value: string): string => {
  requireIsoDate(field, value);
  const text = value.length === 10 ? `${value}T00:00:00Z` : HAS_ZONE.test(value) ? value : `${value}Z`;
  return new Date(text.replace(' ', 'T')).toISOString();
};

/** The item's dates, both or neither, as UTC instants in order (400 otherwise). */
export const itemDates = (
  start: string | null | undefined,
  end: string | null | undefined,
  [startField, endField]: [string, string],
): [string | null, string | null] => {
  const from = start ? toUtcInstant(startField, start) : null;
  const to = end ? toUtcInstant(endField, end) : from;
  if (!from && to) throw new HttpError(400, `${startField} is required with ${endField}`);
  if (from && to && to < from) throw new HttpError(400, `${endField} must not be before ${startField}`);
  return [from, to];
};

import { HttpError } from '../../http/http-error.js';
import { ID_SCHEMA } from '../../http/id-schema.js';
import { type ItineraryParams, requireIsoDate } from '../../trips/trip-schemas.js';
import { MAX_QUANTITY } from './service-price-entries.js';

/** JSON schemas and checks the service item routes share. */

export const itemParams = {
  type: 'object',
  required: ['itineraryId', 'itemId'],
  properties: { itineraryId: ID_SCHEMA, itemId: ID_SCHEMA },
} as const;

export interface ItemParams extends ItineraryParams {
  itemId: string;
}

/** One price choice of a service item (docs/product/entities.md#pricing), as the guest picks it. */
export const PRICE_ENTRY_SCHEMA = {
  type: 'object',
  required: ['pricingHeaderId', 'pricingOptionId', 'pricingConfigId'],
  properties: {
    pricingHeaderId: ID_SCHEMA,
    pricingOptionId: ID_SCHEMA,
    pricingConfigId: ID_SCHEMA,
    quantity: { type: ['number', 'null'], minimum: 0, maximum: MAX_QUANTITY },
  },
} as const;

/** A time slot: start, end, isNoPreference (docs/product/entities.md#service). */
export const TIME_SLOT_SCHEMA = {
  type: ['object', 'null'],
  required: ['start', 'end'],
  properties: {
    start: { type: 'string', maxLength: 40 },
    end: { type: 'string', maxLength: 40 },
    isNoPreference: { type: ['boolean', 'null'] },
  },
} as const;

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

import { ID_SCHEMA, NULLABLE_ID_SCHEMA } from '../../http/id-schema.js';

/** JSON schemas the listing item routes share (a bad field answers 400 naming it). */
const DAY = { type: 'string', minLength: 1, maxLength: 40 } as const;

// A trip's path is the trips routes' own.
export { type ItineraryParams, itineraryParams as itineraryParamsSchema } from '../../trips/trip-schemas.js';

export const listingItemParamsSchema = {
  type: 'object',
  required: ['itineraryId', 'listingItemId'],
  properties: { itineraryId: ID_SCHEMA, listingItemId: ID_SCHEMA },
} as const;

export interface ListingItemParams {
  itineraryId: string;
  listingItemId: string;
}

export const stayDatesBodySchema = {
  type: 'object',
  required: ['checkInDate', 'checkOutDate'],
  properties: { checkInDate: DAY, checkOutDate: DAY },
} as const;

export interface StayDatesBody {
  checkInDate: string;
  checkOutDate: string;
}

/** targetEntityIds: the trip and item a booking call is about; both may be missing for a home. */
export const targetEntityIdsSchema = {
  type: 'object',
  properties: { itemId: NULLABLE_ID_SCHEMA, itineraryId: NULLABLE_ID_SCHEMA },
} as const;

export interface TargetEntityIds {
  itemId?: string | null;
  itineraryId?: string | null;
}

export const contextIdSchema = NULLABLE_ID_SCHEMA;

/** JSON schemas the bookings routes share (a bad field answers 400 naming it). */
const ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const NULLABLE_ID = { type: ['string', 'null'], pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const DAY = { type: 'string', minLength: 1, maxLength: 40 } as const;

export const itineraryParamsSchema = {
  type: 'object',
  required: ['itineraryId'],
  properties: { itineraryId: ID },
} as const;

export interface ItineraryParams {
  itineraryId: string;
}

export const listingItemParamsSchema = {
  type: 'object',
  required: ['itineraryId', 'listingItemId'],
  properties: { itineraryId: ID, listingItemId: ID },
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
  properties: { itemId: NULLABLE_ID, itineraryId: NULLABLE_ID },
} as const;

export interface TargetEntityIds {
  itemId?: string | null;
  itineraryId?: string | null;
}

export const contextIdSchema = NULLABLE_ID;

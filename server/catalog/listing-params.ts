import { HttpError } from '../http/http-error.js';

/** The path parameter of /api/guest-listing/{id} and /api/listing/{id}/...: an objectId-like key. */
export const listingParamsSchema = {
  type: 'object',
  required: ['listingId'],
  properties: { listingId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

export interface ListingParams {
  listingId: string;
}

export const HOME_NOT_FOUND = 'Home not found';

export const homeNotFound = () => new HttpError(404, HOME_NOT_FOUND);

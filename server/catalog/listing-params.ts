import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';

/** The path parameter of /api/guest-listing/{id} and /api/listing/{id}/...: an objectId-like key. */
export const listingParamsSchema = {
  type: 'object',
  required: ['listingId'],
  properties: { listingId: ID_SCHEMA },
} as const;

export interface ListingParams {
  listingId: string;
}

export const HOME_NOT_FOUND = 'Home not found';

export const homeNotFound = () => new HttpError(404, HOME_NOT_FOUND);

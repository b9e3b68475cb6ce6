import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { findLeadOfItinerary } from '../market/lead.store.js';
import { leadJson } from '../market/lead-json.js';
import type { MediaUrl } from '../media/media-url.js';

export const NO_LEAD_FOR_ITINERARY = 'This itinerary did not come through a lead';

/**
 * The lead a trip came through, in the same shape as GET /api/lead/{id}. The trip is the one
 * asked about, so itineraryId is always this trip's, whatever trip the lead pointed at first.
 */
export const itineraryLeadJson = async (db: Queryable, itineraryId: string, media: MediaUrl) => {
  const lead = await findLeadOfItinerary(db, itineraryId);
  if (!lead) throw new HttpError(404, NO_LEAD_FOR_ITINERARY);
  return leadJson(lead, itineraryId, media);
};

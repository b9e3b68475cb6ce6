import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { LEAD_COLUMNS, type LeadWithPartner, leadJson } from '../market/lead-json.js';
import type { MediaUrl } from '../media/media-url.js';

export const NO_LEAD_FOR_ITINERARY = 'This itinerary did not come through a lead';

/**
 * The lead a trip came through, in the same shape as GET /api/lead/{id}. The trip is the one
 * asked about, so itineraryId is always this trip's, whatever trip the lead pointed at first.
 */
export const itineraryLeadJson = async (db: Queryable, itineraryId: string, media: MediaUrl) => {
  const { rows } = await db.query<LeadWithPartner>(
    `select ${LEAD_COLUMNS}
       from itineraries i
       join leads l on l.id = i.lead_id
       left join partners p on p.id = l.partner_id
      where i.id = $1`,
    [itineraryId],
  );
  const lead = rows[0];
  if (!lead) throw new HttpError(404, NO_LEAD_FOR_ITINERARY);
  return leadJson(lead, itineraryId, media);
};

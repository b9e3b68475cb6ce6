import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import type { MediaUrl } from '../media/media-url.js';
import { dayAsIsoObject, isoDaySql } from './sql-dates.js';

interface LeadRow {
  id: string;
  salesforce_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  product_line: string | null;
  market_id: string | null;
  itinerary_start_date: string | null;
  itinerary_end_date: string | null;
  partner_name: string | null;
  partner_logo: string | null;
}

export const NO_LEAD_FOR_ITINERARY = 'This itinerary did not come through a lead';

/**
 * The lead a trip came through, in the host's snake_case as GET /api/lead/{id} answers it
 * (SPEC 3 "Lead (server)", the core's ServerLead codec). The trip is the one asked about,
 * so itineraryId is always this trip's, whatever trip the lead pointed at first.
 */
export const itineraryLeadJson = async (db: Queryable, itineraryId: string, media: MediaUrl) => {
  const { rows } = await db.query<LeadRow>(
    `select l.id, l.salesforce_id, l.email, l.first_name, l.last_name, l.product_line, l.market_id,
            ${isoDaySql('l.itinerary_start_date')} as itinerary_start_date,
            ${isoDaySql('l.itinerary_end_date')} as itinerary_end_date,
            p.name as partner_name, p.data->>'logo' as partner_logo
       from itineraries i
       join leads l on l.id = i.lead_id
       left join partners p on p.id = l.partner_id
      where i.id = $1`,
    [itineraryId],
  );
  const lead = rows[0];
  if (!lead) throw new HttpError(404, NO_LEAD_FOR_ITINERARY);
  return {
    objectId: lead.id,
    salesforce_id: lead.salesforce_id,
    email: lead.email,
    first_name: lead.first_name,
    last_name: lead.last_name,
    itineraryId,
    itinerary_end_date: dayAsIsoObject(lead.itinerary_end_date),
    product_line: lead.product_line,
    property_management: lead.partner_name
      ? { name: lead.partner_name, logo: lead.partner_logo ? media(lead.partner_logo) : null }
      : null,
    salesforce_source: {
      itinerary_start_date: lead.itinerary_start_date,
      itinerary_end_date: lead.itinerary_end_date,
    },
    marketId: lead.market_id,
  };
};

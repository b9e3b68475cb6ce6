import { obscureEmail } from '../../src/core/contact/obscured-email.rule.js';
import type { LeadRow, PartnerRow } from '../db/rows/guests-marketing.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import { dayAsIsoObject, isoDaySql } from '../db/sql-dates.js';
import type { MediaUrl } from '../media/media-url.js';

/** A lead with its partner (if any), as the select in LEAD_COLUMNS reads it: days as YYYY-MM-DD. */
export type LeadWithPartner = DatesAsText<
  Pick<
    LeadRow,
    | 'id'
    | 'salesforce_id'
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'product_line'
    | 'market_id'
    | 'itinerary_start_date'
    | 'itinerary_end_date'
  >
> & {
  partner_name: PartnerRow['name'] | null;
  /** The logo in the partner's data. */
  partner_logo: string | null;
};

/** The columns of LeadWithPartner, for a query that joins `leads l` and `left join partners p`. */
export const LEAD_COLUMNS = `l.id, l.salesforce_id, l.email, l.first_name, l.last_name, l.product_line, l.market_id,
            ${isoDaySql('l.itinerary_start_date')} as itinerary_start_date,
            ${isoDaySql('l.itinerary_end_date')} as itinerary_end_date,
            p.name as partner_name, p.data->>'logo' as partner_logo`;

/**
 * A lead in the host's snake_case (docs/product/entities.md#lead), decoded by the core's ServerLead
 * codec; GET /api/lead/{id} and a trip's lead both answer this shape. The caller says which
 * itinerary it belongs to: the lead's own, or the trip that was asked about.
 */
export const leadJson = (lead: LeadWithPartner, itineraryId: string | null, media: MediaUrl) => ({
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
});

/**
 * The lead as anyone holding its link sees it before signing in (issue 25, finding 10): what
 * the app reads at that point (docs/product/flows.md#lead): the first name it greets with,
 * the product line and partner it brands the page with, and the trip and its end date it
 * redirects to (the trip itself still needs its owner's session). The e-mail is obscured as
 * the portal obscures it; the surname and the CRM id are left out. The lead's own guest,
 * signed in, and the concierge get the whole lead.
 */
export const anonymousLeadJson = (lead: LeadWithPartner, itineraryId: string | null, media: MediaUrl) => {
  const whole = leadJson(lead, itineraryId, media);
  return {
    objectId: whole.objectId,
    email: lead.email ? obscureEmail(lead.email) : null,
    first_name: whole.first_name,
    itineraryId: whole.itineraryId,
    itinerary_end_date: whole.itinerary_end_date,
    product_line: whole.product_line,
    property_management: whole.property_management,
    salesforce_source: whole.salesforce_source,
  };
};

import { obscureEmail } from '../../src/core/contact/index.js';
import { dayAsIsoObject } from '../db/sql-dates.js';
import type { MediaUrl } from '../media/media-url.js';
import type { LeadWithPartner } from './lead.store.js';

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

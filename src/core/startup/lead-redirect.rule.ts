import type { ClientLead } from '../lead/index.js';

/**
 * A guest arriving through a lead whose trip is still on (itinerary with an end date in the
 * future, docs/product/flows.md#lead) goes straight to that trip's explore tab
 * (docs/product/routes.md#lead-redirect).
 */
export const leadRedirect = (lead: ClientLead | null): string | null =>
  lead?.itineraryIsActive && lead.itineraryId
    ? `/itineraries/${encodeURIComponent(lead.itineraryId)}?tab=explore`
    : null;

import type { ClientLead } from '../lead/client-lead.entity.js';

/**
 * SPEC 2: a guest arriving through a lead whose trip is still on (itinerary with an end
 * date in the future, SPEC 4) goes straight to that trip's explore tab.
 */
export const leadRedirect = (lead: ClientLead | null): string | null =>
  lead?.itineraryIsActive && lead.itineraryId
    ? `/itineraries/${encodeURIComponent(lead.itineraryId)}?tab=explore`
    : null;

import * as E from 'fp-ts/lib/Either.js';
import { type ClientLead, toClientLead } from './client-lead.entity.js';
import type { LeadGateway } from './lead-gateway.port.js';

export interface LoadTripLeadDeps {
  readonly leads: Pick<LeadGateway, 'itineraryLead'>;
}

/**
 * The sales lead a trip came through (GET /api/itinerary/{id}/lead,
 * docs/product/flows.md#lead): when the guest opens a trip of theirs and the visit knows no
 * lead, the trip's lead becomes the visit's, so what the guest books or writes from the trip
 * carries it. A trip without a lead, or a failed fetch, leaves none (a lead failure clears the
 * lead silently, docs/product/errors.md#load-failures).
 */
export const loadTripLead = async (
  deps: LoadTripLeadDeps,
  itineraryId: string,
  today: string,
): Promise<ClientLead | null> => {
  const answer = await deps.leads.itineraryLead(itineraryId);
  return E.isRight(answer) ? toClientLead(answer.right, today) : null;
};

import type { LeadGateway } from '../../core/lead/index.js';
import { ServerLead } from '../../core/lead/index.js';
import type { RestClient } from './rest-client.js';

/** The sales lead a guest came through, by its id or by the trip it led to. */
export class RestLeadGateway implements LeadGateway {
  constructor(private readonly api: RestClient) {}

  lead(leadId: string) {
    return this.api.get(`/api/lead/${encodeURIComponent(leadId)}`, ServerLead, { what: 'lead' });
  }

  itineraryLead(itineraryId: string) {
    return this.api.get(`/api/itinerary/${encodeURIComponent(itineraryId)}/lead`, ServerLead, {
      what: 'lead',
    });
  }
}

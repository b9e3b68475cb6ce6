import type { GeneralMessageBody, ItineraryMessageBody, MessageGateway } from '../../core/messaging/index.js';
import { Conversation } from '../../core/messaging/index.js';
import type { RestClient } from './rest-client.js';
import { Acknowledged } from './wire/acknowledged.wire.js';

/** Messages between the guest and the concierge: a trip's conversation, a message about a trip, or from the contact form. */
export class RestMessageGateway implements MessageGateway {
  constructor(private readonly api: RestClient) {}

  conversation(itineraryId: string) {
    return this.api.get(`/api/itinerary/${encodeURIComponent(itineraryId)}/conversation`, Conversation);
  }

  sendItineraryMessage(itineraryId: string, body: ItineraryMessageBody) {
    return this.api.post(`/api/itinerary/${encodeURIComponent(itineraryId)}/messages`, Acknowledged, {
      body,
    });
  }

  sendMessage(body: GeneralMessageBody) {
    return this.api.post('/api/messages', Acknowledged, { body });
  }
}

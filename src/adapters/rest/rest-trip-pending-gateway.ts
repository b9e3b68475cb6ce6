import type { TripPendingGateway } from '../../core/itinerary/index.js';
import type { RestClient } from './rest-client.js';
import { TripPendingWire } from './wire/trip-pending.wire.js';

/** What the concierge owes on a trip (docs/product/pending.md). */
export class RestTripPendingGateway implements TripPendingGateway {
  constructor(private readonly api: RestClient) {}

  pending(itineraryId: string) {
    return this.api.get(`/api/itinerary/${encodeURIComponent(itineraryId)}/pending`, TripPendingWire);
  }
}

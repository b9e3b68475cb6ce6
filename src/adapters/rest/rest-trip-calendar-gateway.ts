import * as E from 'fp-ts/lib/Either.js';
import type { TripCalendarGateway } from '../../core/calendar/index.js';
import type { RestClient } from './rest-client.js';
import { Acknowledged } from './wire/acknowledged.wire.js';
import { CalendarAddressWire, CalendarSubscriptionWire } from './wire/trip-calendar.wire.js';

const subscriptionPath = (itineraryId: string) =>
  `/api/itinerary/${encodeURIComponent(itineraryId)}/calendar-subscription`;

/** The trip calendar's subscription calls (docs/product/calendar.md). */
export class RestTripCalendarGateway implements TripCalendarGateway {
  constructor(private readonly api: RestClient) {}

  subscription(itineraryId: string) {
    return this.api.get(subscriptionPath(itineraryId), CalendarSubscriptionWire);
  }

  subscribe(itineraryId: string) {
    return this.api.post(subscriptionPath(itineraryId), CalendarAddressWire);
  }

  async revoke(itineraryId: string) {
    return E.map(() => undefined)(await this.api.delete(subscriptionPath(itineraryId), Acknowledged));
  }
}

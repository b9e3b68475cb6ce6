import * as t from 'io-ts';

/** GET /api/itinerary/{id}/calendar-subscription (contracts/openapi.json). */
export const CalendarSubscriptionWire = t.type({ subscribed: t.boolean, since: t.union([t.string, t.null]) });

/** POST /api/itinerary/{id}/calendar-subscription: the new address, shown once. */
export const CalendarAddressWire = t.type({ since: t.string, httpsUrl: t.string, webcalUrl: t.string });

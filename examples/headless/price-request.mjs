/**
 * A price request in plain Node: a Request Price home's price is asked of the concierge; the
 * host (in memory) puts the home on a new trip, in progress, and the guest is told it was
 * requested. A second request for taken dates is refused with the host's words.
 *
 *   npm run build:core && node examples/headless/price-request.mjs
 */

import { decode, ItinerarySummary, ListingItem, statusLabel } from '@keyhaven/core';
import { headlessUseCases, memoryPorts } from '@keyhaven/core/headless';
import * as E from 'fp-ts/lib/Either.js';

const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const stay = { startDate: dayFromToday(60), endDate: dayFromToday(67) };
const taken = new Set();

const ports = memoryPorts({
  gateways: {
    listingBookingGateway: {
      // POST /api/listings/{id}/request-price-next as the host answers it: the item and its trip.
      requestHomePrice: async (listingId) => {
        if (taken.has(listingId)) {
          return E.left({
            kind: 'conflict', // what the REST adapter reads a 409 as
            status: 409,
            message: 'These dates are no longer available.',
            hostMessage: 'These dates are no longer available.',
          });
        }
        taken.add(listingId);
        const item = decode(
          ListingItem,
          {
            objectId: 'lit_1',
            status: 'in_progress',
            ...stay,
            adultCount: 2,
            listing: { objectId: listingId, name: 'Maroon Bells Lodge' },
          },
          'listing item',
        );
        const itinerary = decode(
          ItinerarySummary,
          { objectId: 'itn_1', itineraryName: 'Aspen in the snow' },
          'itinerary',
        );
        return E.isLeft(item)
          ? item
          : E.isLeft(itinerary)
            ? itinerary
            : E.right({ item: item.right, itinerary: itinerary.right });
      },
    },
  },
});
const core = headlessUseCases(ports);

const request = {
  homeId: 'lst_maroon_bells',
  stay: { bookingContextId: null },
  trip: null, // the host puts the home on a trip of its own
  asker: { productLine: null, partner: null, leadSource: null },
};
for (const attempt of ['first', 'second']) {
  const outcome = await core.requestHomePrice(request);
  if (E.isRight(outcome)) {
    const { item, itinerary, outcome: said, confirmation } = outcome.right;
    console.log(
      `${attempt}: ${item.listing?.name} ${item.startDate} to ${item.endDate} on trip "${itinerary.itineraryName}", status ${item.status} ("${statusLabel(item.status)}")`,
    );
    console.log(`${attempt}: outcome ${said}: ${confirmation.title} ${confirmation.message}`);
  } else {
    console.log(`${attempt}: refused (${outcome.left.status}) ${outcome.left.message}`);
  }
}
console.log(`Errors reported: ${ports.errorReporter.reports.length}`);

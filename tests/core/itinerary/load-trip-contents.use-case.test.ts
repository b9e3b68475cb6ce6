import { describe, expect, it, vi } from 'vitest';
import type { Itinerary } from '../../../src/core/itinerary/itinerary.entity.js';
import type { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import type { ListingItem } from '../../../src/core/itinerary/listing-item.entity.js';
import { loadTripContents } from '../../../src/core/itinerary/load-trip-contents.use-case.js';
import { http, left, leftOf, right, rightOf } from '../use-case-support.js';

const trip = { objectId: 'it-1' } as Itinerary;
const services = [{ id: 's1' }] as unknown as ItineraryItem[];
const homes = [{ objectId: 'h1' }] as unknown as ListingItem[];

const fakes = () => ({
  itineraries: {
    guestItinerary: vi.fn(() => right(trip)),
    itineraryItems: vi.fn(() => right<readonly ItineraryItem[]>(services)),
  },
  listingItems: { listingItems: vi.fn(() => right<readonly ListingItem[]>(homes)) },
});

describe('loadTripContents', () => {
  it('asks for the trip, its services and its homes, and answers the three', async () => {
    const deps = fakes();
    expect(rightOf(await loadTripContents(deps, 'it-1'))).toEqual([trip, services, homes]);
    expect(deps.itineraries.guestItinerary).toHaveBeenCalledWith('it-1');
    expect(deps.itineraries.itineraryItems).toHaveBeenCalledWith('it-1');
    expect(deps.listingItems.listingItems).toHaveBeenCalledWith('it-1');
  });

  it('answers a failure of any of the three', async () => {
    const deps = fakes();
    deps.listingItems.listingItems.mockImplementation(() => left(http(403)));
    expect(leftOf(await loadTripContents(deps, 'it-1')).status).toBe(403);
    const other = fakes();
    other.itineraries.itineraryItems.mockImplementation(() => left(http(500)));
    expect(leftOf(await loadTripContents(other, 'it-1')).status).toBe(500);
  });
});

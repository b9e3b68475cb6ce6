import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { ItineraryItemGateway } from '../../../src/core/itinerary/itinerary-item-gateway.port.js';
import type { ListingItemGateway } from '../../../src/core/itinerary/listing-item-gateway.port.js';
import { removeItineraryItem } from '../../../src/core/itinerary/remove-itinerary-item.use-case.js';
import { http, left, leftOf, right } from '../use-case-support.js';

const gateways = () => ({
  items: { removeItem: vi.fn<ItineraryItemGateway['removeItem']>(() => right(undefined)) },
  listingItems: { removeListingItem: vi.fn<ListingItemGateway['removeListingItem']>(() => right(undefined)) },
});

describe("removing an item from the trip is recorded with reason 'Guest deleted'", () => {
  it('a service leaves the itinerary items, a home the listing items, each with the reason', async () => {
    const deps = gateways();
    const service = { itemType: 'ItineraryItem', id: 'itm_chef_1', status: 'quoted' } as const;
    expect(E.isRight(await removeItineraryItem(deps, { itineraryId: 'itn_42', item: service }))).toBe(true);
    expect(deps.items.removeItem).toHaveBeenCalledWith('itn_42', 'itm_chef_1', {
      deleteReason: 'Guest deleted',
    });
    expect(deps.listingItems.removeListingItem).not.toHaveBeenCalled();

    const home = { itemType: 'ItineraryListingItem', id: 'lit_9', status: 'draft' } as const;
    expect(E.isRight(await removeItineraryItem(deps, { itineraryId: 'itn_42', item: home }))).toBe(true);
    expect(deps.listingItems.removeListingItem).toHaveBeenCalledWith('itn_42', 'lit_9', {
      deleteReason: 'Guest deleted',
    });
    expect(deps.items.removeItem).toHaveBeenCalledTimes(1);
  });

  it('a booked item of either type is refused (a conflict) without asking the host', async () => {
    const deps = gateways();
    for (const itemType of ['ItineraryItem', 'ItineraryListingItem'] as const) {
      const refused = await removeItineraryItem(deps, {
        itineraryId: 'i',
        item: { itemType, id: 'x', status: 'booked' },
      });
      expect(leftOf(refused)).toMatchObject({ kind: 'conflict' });
    }
    expect(deps.items.removeItem).not.toHaveBeenCalled();
    expect(deps.listingItems.removeListingItem).not.toHaveBeenCalled();
  });

  it("the host's refusal comes back as it is", async () => {
    const forbidden = http(403, 'Not your trip');
    const deps = { ...gateways(), listingItems: { removeListingItem: () => left(forbidden) } };
    const failed = await removeItineraryItem(deps, {
      itineraryId: 'i',
      item: { itemType: 'ItineraryListingItem', id: 'lit_9', status: 'quoted' },
    });
    expect(leftOf(failed)).toBe(forbidden);
  });
});

import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { guestDeletion } from './item-deletion.rule.js';
import type { ItemStatus } from './item-status.rule.js';
import type { ItineraryItemGateway } from './itinerary-item-gateway.port.js';
import type { ItineraryItemRef } from './itinerary-item-ref.js';
import type { ListingItemGateway } from './listing-item-gateway.port.js';

export interface RemoveItineraryItemDeps {
  readonly items: Pick<ItineraryItemGateway, 'removeItem'>;
  readonly listingItems: Pick<ListingItemGateway, 'removeListingItem'>;
}

export interface RemoveItineraryItemRequest {
  readonly itineraryId: string;
  readonly item: ItineraryItemRef & { readonly status: ItemStatus };
}

/**
 * The guest removes a service or a home from the trip (docs/product/roles.md#item-deletion):
 * recorded with reason 'Guest deleted'. A booked item is refused here (409) before the host
 * is asked (item-deletion.rule.ts); the item's type only chooses which list the host removes
 * it from.
 */
export const removeItineraryItem = async (
  deps: RemoveItineraryItemDeps,
  { itineraryId, item }: RemoveItineraryItemRequest,
): Promise<E.Either<AppError, void>> => {
  const deletion = guestDeletion(item.status);
  if (E.isLeft(deletion)) return deletion;
  return item.itemType === 'ItineraryListingItem'
    ? deps.listingItems.removeListingItem(itineraryId, item.id, deletion.right)
    : deps.items.removeItem(itineraryId, item.id, deletion.right);
};

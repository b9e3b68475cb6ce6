import * as E from 'fp-ts/lib/Either.js';
import { guestDeletion } from '../itinerary/item-deletion.rule.js';
import type { ItemStatus } from '../itinerary/item-status.rule.js';
import type { AppError } from '../shared/app-error.js';
import type { ListingItemGateway } from './listing-item-gateway.port.js';

export interface DeleteListingItemDeps {
  readonly listingItems: Pick<ListingItemGateway, 'removeListingItem'>;
}

export interface DeleteListingItemRequest {
  readonly itineraryId: string;
  readonly listingItem: { readonly objectId: string; readonly status: ItemStatus };
}

/**
 * The guest removes a home from the trip (SPEC 6, 7): recorded with reason 'Guest deleted';
 * a booked stay is refused (409) before the host is asked (item-deletion.rule.ts).
 */
export const deleteListingItem = async (
  deps: DeleteListingItemDeps,
  { itineraryId, listingItem }: DeleteListingItemRequest,
): Promise<E.Either<AppError, void>> => {
  const deletion = guestDeletion(listingItem.status);
  if (E.isLeft(deletion)) return deletion;
  return deps.listingItems.removeListingItem(itineraryId, listingItem.objectId, deletion.right);
};

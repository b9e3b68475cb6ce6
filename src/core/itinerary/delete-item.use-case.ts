import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import { guestDeletion } from './item-deletion.rule.js';
import type { ItemStatus } from './item-status.rule.js';
import type { ItineraryItemGateway } from './itinerary-item-gateway.port.js';

export interface DeleteItemDeps {
  readonly items: Pick<ItineraryItemGateway, 'removeItem'>;
}

export interface DeleteItemRequest {
  readonly itineraryId: string;
  readonly item: { readonly id: string; readonly status: ItemStatus };
}

/**
 * The guest removes a service from the trip (SPEC 6): recorded with reason 'Guest deleted'.
 * A booked item is refused here (409) before the host is asked (item-deletion.rule.ts).
 */
export const deleteItem = async (
  deps: DeleteItemDeps,
  { itineraryId, item }: DeleteItemRequest,
): Promise<E.Either<AppError, void>> => {
  const deletion = guestDeletion(item.status);
  if (E.isLeft(deletion)) return deletion;
  return deps.items.removeItem(itineraryId, item.id, deletion.right);
};

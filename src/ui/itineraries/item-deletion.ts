import * as E from 'fp-ts/lib/Either.js';
import type { ItineraryItemRef } from '../../core/itinerary/itinerary-item-ref.js';
import {
  type RemoveItineraryItemDeps,
  removeItineraryItem,
} from '../../core/itinerary/remove-itinerary-item.use-case.js';
import { type ItemRow, refOf } from './item-rows.js';

/** The item the guest asked to remove, while they confirm it and while it goes. */
export type Deletion =
  | { readonly status: 'confirming'; readonly row: ItemRow }
  | { readonly status: 'deleting'; readonly row: ItemRow }
  | { readonly status: 'failed'; readonly row: ItemRow; readonly message: string };

/** How a removal ended: the item gone (null if it stayed) and what the dialog shows next. */
export interface DeletionSettled {
  readonly removed: ItineraryItemRef | null;
  readonly deletion: Deletion | null;
}

/**
 * Removes a row's item from its trip, for the trip's page and an item's details alike: gone,
 * the dialog closes; refused, it stays open with the host's words
 * (docs/product/errors.md#item-operations).
 */
export const deleteRow = async (
  deps: RemoveItineraryItemDeps,
  itineraryId: string,
  row: ItemRow,
): Promise<DeletionSettled> => {
  const item = refOf(row);
  const removed = await removeItineraryItem(deps, { itineraryId, item: { ...item, status: row.status } });
  return E.isLeft(removed)
    ? { removed: null, deletion: { status: 'failed', row, message: removed.left.message } }
    : { removed: item, deletion: null };
};

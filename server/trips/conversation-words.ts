import { isStoredItemStatus, statusLabel } from '../../src/core/itinerary/index.js';

/** A removal is the guest's own deletion: not a status of the product, so it has words of its own. */
export const REMOVED_WORDS = 'Removed from the trip';

/** What an item is called when its service or home is gone. */
export const UNNAMED_ITEM = 'An item';

/**
 * A status move in the conversation: the item's name and the status's label of
 * docs/product/flows.md#item-statuses, then the concierge's reason when one was given (a
 * guest's removal keeps its reason to itself: it is always 'Guest deleted').
 */
export const statusChangeText = (
  itemName: string | null,
  toStatus: string,
  reason: string | null,
): string => {
  const label = isStoredItemStatus(toStatus) ? statusLabel(toStatus) : undefined;
  const words = toStatus === 'removed' ? REMOVED_WORDS : (label ?? toStatus);
  const said = reason?.trim() && toStatus !== 'removed' ? ` (${reason.trim()})` : '';
  return `${itemName || UNNAMED_ITEM}: ${words}${said}`;
};

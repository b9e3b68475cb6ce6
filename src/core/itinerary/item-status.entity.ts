import * as t from 'io-ts';
import {
  canonicalItemStatus,
  ITEM_STATUS_ORDER,
  type ItemStatus as ItemStatusName,
  isItemStatus,
  isStoredItemStatus,
} from './item-status.rule.js';

/**
 * An itinerary item's status (docs/product/flows.md#item-statuses), one of
 * item-status.rule.ts's ITEM_STATUS_ORDER. An old item's 'done' is read as 'booked'
 * (canonicalItemStatus).
 */
export const ItemStatus = new t.Type<ItemStatusName, ItemStatusName, unknown>(
  ITEM_STATUS_ORDER.join(' | '),
  isItemStatus,
  (u, c) => (isStoredItemStatus(u) ? t.success(canonicalItemStatus(u)) : t.failure(u, c)),
  (a) => a,
);
export type ItemStatus = t.TypeOf<typeof ItemStatus>;

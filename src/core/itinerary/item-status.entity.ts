import * as t from 'io-ts';
import { ITEM_STATUS_ORDER, type ItemStatus as ItemStatusName, isItemStatus } from './item-status.rule.js';

/**
 * An itinerary item's status (SPEC 4), one of item-status.rule.ts's ITEM_STATUS_ORDER. Old
 * items may still say 'done', which the product shows as booked: it is read as 'booked'
 * here, so the rest of the app knows one status set and one order.
 */
export const ItemStatus = new t.Type<ItemStatusName, ItemStatusName, unknown>(
  ITEM_STATUS_ORDER.join(' | '),
  isItemStatus,
  (u, c) => {
    if (u === 'done') return t.success('booked');
    return isItemStatus(u) ? t.success(u) : t.failure(u, c);
  },
  (a) => a,
);
export type ItemStatus = t.TypeOf<typeof ItemStatus>;

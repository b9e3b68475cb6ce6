import { isOneOf } from '../shared/index.js';

/**
 * The status of an itinerary item and its order (docs/product/flows.md#item-statuses). The
 * order is the product's, not alphabetical: lists of items are shown from least to most
 * settled.
 */
export const ITEM_STATUS_ORDER = [
  'draft',
  'info',
  'in_progress',
  'quoted',
  'saved_for_later',
  'approved',
  'booked',
  'canceled',
  'not_available',
] as const;

export type ItemStatus = (typeof ITEM_STATUS_ORDER)[number];

export const isItemStatus = isOneOf(ITEM_STATUS_ORDER);

/**
 * A status as the host may store it: old items may still say 'done'
 * (docs/product/flows.md#item-statuses).
 */
export type StoredItemStatus = ItemStatus | 'done';

export const isStoredItemStatus = (value: unknown): value is StoredItemStatus =>
  value === 'done' || isItemStatus(value);

/** 'done' is booked: the rest of the app knows one status set and one order. */
export const canonicalItemStatus = (status: StoredItemStatus): ItemStatus =>
  status === 'done' ? 'booked' : status;

/** Position of a status in the order; 0 for draft. */
export const statusRank = (status: ItemStatus): number => ITEM_STATUS_ORDER.indexOf(status);

/** A comparator for Array.prototype.sort: negative when `a` comes before `b`. */
export const compareStatus = (a: ItemStatus, b: ItemStatus): number => statusRank(a) - statusRank(b);

/** A new array sorted by status; items of one status keep their relative order (stable sort). */
export const sortByStatus = <T extends { readonly status: ItemStatus }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => compareStatus(a.status, b.status));

import {
  ANSWERS_CHANGEABLE,
  canGuestDelete,
  canMove,
  ITEM_MOVES,
  type ItemAction,
  type ItemStatus,
  isItemStatus,
} from '../../src/core/itinerary/index.js';
import type { ItemRowStatus } from '../db/rows/trips.js';
import { HttpError } from '../http/http-error.js';

/**
 * The actions a guest or the concierge asks for, checked against the core's table
 * (ITEM_MOVES, by which the app enables its buttons), so the two cannot disagree. The host
 * takes 'complete-fields' and 'instant-book' itself: the first when the last field is
 * answered, the second when a reserve books at once; nobody asks for them.
 */
export type RequestedAction = Exclude<ItemAction, 'complete-fields' | 'instant-book'>;

// The words of the 409s, which the app shows as they are; 'it' sits where English puts it.
const ACTION_WORDS: Readonly<Record<RequestedAction, string>> = {
  'request-price': 'request a price for it',
  quote: 'quote it',
  'save-for-later': 'save it for later',
  reserve: 'reserve it',
  confirm: 'confirm it',
  'mark-unavailable': 'mark it unavailable',
  cancel: 'cancel it',
};

const STATUS_WORDS: Readonly<Record<ItemRowStatus, string>> = {
  draft: 'a draft',
  info: 'a draft',
  in_progress: 'awaiting a price',
  quoted: 'quoted',
  saved_for_later: 'saved for later',
  approved: 'pending confirmation',
  booked: 'booked',
  canceled: 'canceled',
  not_available: 'not available',
  removed: 'removed',
};

const refusal = (from: string, doing: string): HttpError => {
  const status = STATUS_WORDS[from as ItemRowStatus] ?? from;
  return new HttpError(409, `This item is ${status}: you cannot ${doing} now.`);
};

/** The status `action` moves an item in status `from` to (the core's table), or null when it may not. */
export const statusAfter = (action: ItemAction, from: string): ItemStatus | null =>
  isItemStatus(from) && canMove(from, action) ? ITEM_MOVES[action].to : null;

/** Throws 409 with a message a guest can read when `action` is not allowed from `from`. */
export const assertCanMove = (action: RequestedAction, from: string): void => {
  if (statusAfter(action, from)) return;
  throw refusal(from, ACTION_WORDS[action]);
};

/** Throws 409 when the guest may not delete an item in status `from` (the core's deletion rule). */
export const assertCanDelete = (from: string): void => {
  if (isItemStatus(from) && canGuestDelete(from)) return;
  throw refusal(from, 'delete it');
};

/**
 * Statuses in which the guest may still change what an item is (fields, dates, the price
 * chosen): not once it is pending confirmation, booked, canceled or removed. The core's list,
 * by which the app offers the change.
 */
export const EDITABLE_STATUSES: readonly ItemRowStatus[] = ANSWERS_CHANGEABLE;

/** Throws 409 when an item in status `from` may no longer be changed by the guest. */
export const assertCanEdit = (from: string): void => {
  if ((EDITABLE_STATUSES as readonly string[]).includes(from)) return;
  throw refusal(from, 'change it');
};

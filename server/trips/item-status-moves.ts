import { canGuestDelete } from '../../src/core/itinerary/item-deletion.rule.js';
import {
  type ItemStatus as CoreItemStatus,
  ITEM_STATUS_ORDER,
} from '../../src/core/itinerary/item-status.rule.js';
import { ITEM_MOVES } from '../../src/core/itinerary/item-status-transition.rule.js';
import { HttpError } from '../http/http-error.js';

/** SPEC 4's statuses (the core's list), plus 'removed': a guest's deletion, kept with its reason. */
export type ItemStatus = CoreItemStatus | 'removed';

/** What moves an item (DECISIONS "Itinerary items"); each names who may do it. */
export type ItemMove =
  | 'requestPrice'
  | 'quote'
  | 'saveForLater'
  | 'reserve'
  | 'confirm'
  | 'markUnavailable'
  | 'cancel'
  | 'guestDelete';

/**
 * From which statuses each move is allowed: the core's table (the app enables its buttons by
 * it), so the two cannot disagree. Any other answers 409.
 */
export const ALLOWED_FROM: Readonly<Record<ItemMove, readonly ItemStatus[]>> = {
  requestPrice: ITEM_MOVES['request-price'].from,
  quote: ITEM_MOVES.quote.from,
  saveForLater: ITEM_MOVES['save-for-later'].from,
  reserve: ITEM_MOVES.reserve.from,
  confirm: ITEM_MOVES.confirm.from,
  markUnavailable: ITEM_MOVES['mark-unavailable'].from,
  cancel: ITEM_MOVES.cancel.from,
  guestDelete: ITEM_STATUS_ORDER.filter(canGuestDelete),
};

const MOVE_NAMES: Readonly<Record<ItemMove, string>> = {
  requestPrice: 'request a price for',
  quote: 'quote',
  saveForLater: 'save for later',
  reserve: 'reserve',
  confirm: 'confirm',
  markUnavailable: 'mark unavailable',
  cancel: 'cancel',
  guestDelete: 'delete',
};

const STATUS_NAMES: Readonly<Record<ItemStatus, string>> = {
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

export const canMove = (move: ItemMove, from: string): boolean =>
  (ALLOWED_FROM[move] as readonly string[]).includes(from);

/** Throws 409 with a message a guest can read when `move` is not allowed from `from`. */
export const assertCanMove = (move: ItemMove, from: string): void => {
  if (canMove(move, from)) return;
  const status = STATUS_NAMES[from as ItemStatus] ?? from;
  throw new HttpError(409, `This item is ${status}: you cannot ${MOVE_NAMES[move]} it now.`);
};

/**
 * Statuses in which the guest may still change what an item is (fields, dates, the price
 * chosen): not once it is pending confirmation, booked, canceled or removed.
 */
export const EDITABLE_STATUSES: readonly ItemStatus[] = [
  'draft',
  'info',
  'in_progress',
  'quoted',
  'saved_for_later',
  'not_available',
];

/** Throws 409 when an item in status `from` may no longer be changed by the guest. */
export const assertCanEdit = (from: string): void => {
  if ((EDITABLE_STATUSES as readonly string[]).includes(from)) return;
  const status = STATUS_NAMES[from as ItemStatus] ?? from;
  throw new HttpError(409, `This item is ${status}: you cannot change it now.`);
};

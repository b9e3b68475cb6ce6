import * as E from 'fp-ts/lib/Either.js';
import { type AppError, appError } from '../shared/index.js';
import { ITEM_STATUS_ORDER, type ItemStatus } from './item-status.rule.js';

/**
 * The allowed status moves of docs/host/decisions.md#status-moves, as one table shared by the
 * app (to enable buttons) and the server (to answer 409 on anything else).
 *
 * - `complete-fields`: the guest filled the item's fields (draft becomes info).
 * - `reserve` sets approved; `instant-book` is the reserve of a home with integration
 *   instant booking and a card on file, which books at once.
 * - Guest deletion is not a status move (the item is removed): see item-deletion.rule.ts.
 */
export type ItemAction =
  | 'complete-fields'
  | 'request-price'
  | 'quote'
  | 'save-for-later'
  | 'reserve'
  | 'instant-book'
  | 'confirm'
  | 'mark-unavailable'
  | 'cancel';

interface Move {
  readonly from: readonly ItemStatus[];
  readonly to: ItemStatus;
}

const RESERVABLE: readonly ItemStatus[] = ['draft', 'info', 'quoted', 'saved_for_later'];

export const ITEM_MOVES: Readonly<Record<ItemAction, Move>> = {
  'complete-fields': { from: ['draft'], to: 'info' },
  'request-price': { from: ['draft', 'info', 'saved_for_later', 'not_available'], to: 'in_progress' },
  quote: { from: ['in_progress'], to: 'quoted' },
  'save-for-later': { from: ['draft', 'info', 'in_progress', 'quoted'], to: 'saved_for_later' },
  reserve: { from: RESERVABLE, to: 'approved' },
  'instant-book': { from: RESERVABLE, to: 'booked' },
  confirm: { from: ['approved'], to: 'booked' },
  'mark-unavailable': { from: ['in_progress', 'approved'], to: 'not_available' },
  cancel: { from: ITEM_STATUS_ORDER.filter((status) => status !== 'canceled'), to: 'canceled' },
};

export const canMove = (from: ItemStatus, action: ItemAction): boolean =>
  ITEM_MOVES[action].from.includes(from);

/** The status after `action`, or a 'conflict' (409) naming the refused move. */
export const nextStatus = (from: ItemStatus, action: ItemAction): E.Either<AppError, ItemStatus> =>
  canMove(from, action)
    ? E.right(ITEM_MOVES[action].to)
    : E.left(appError('conflict', `Cannot ${action} an item whose status is ${from}`));

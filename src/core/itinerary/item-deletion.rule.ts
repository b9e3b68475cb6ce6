import * as E from 'fp-ts/lib/Either.js';
import { type AppError, appError } from '../shared/index.js';
import type { ItemStatus } from './item-status.rule.js';

/** The reason recorded when a guest deletes an item (docs/product/roles.md#item-deletion). */
export const GUEST_DELETE_REASON = 'Guest deleted';

/** A booked item is paid for: the guest cannot remove it (docs/host/decisions.md#status-moves). */
export const canGuestDelete = (status: ItemStatus): boolean => status !== 'booked';

export const guestDeletion = (status: ItemStatus): E.Either<AppError, { readonly deleteReason: string }> =>
  canGuestDelete(status)
    ? E.right({ deleteReason: GUEST_DELETE_REASON })
    : E.left(appError('conflict', `Cannot delete an item whose status is ${status}`));

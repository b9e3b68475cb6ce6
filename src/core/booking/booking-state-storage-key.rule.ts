import * as E from 'fp-ts/lib/Either.js';
import { SAVE_BOOKING_STATE_FAILED } from '../errors/index.js';
import { type AppError, appError } from '../shared/index.js';
import { BOOKING_STATE_FIELD_NAMES, type BookingStateField } from './booking-state-fields.rule.js';

/**
 * Where each booking-state field lives in browser storage
 * (docs/product/entities.md#booking-state): under the booking-state id, and card fields also
 * under the user's id, so that a second guest signing in on the same browser never sees the
 * first one's card.
 */
export const PER_USER_FIELDS: readonly BookingStateField[] = ['cardId', 'billingDetails'];

export const isPerUserField = (field: BookingStateField): boolean => PER_USER_FIELDS.includes(field);

export interface BookingStateIds {
  readonly bookingStateId: string | null | undefined;
  readonly userId?: string | null | undefined;
}

const KEY_PREFIX = 'bookingState';

const saveFailed = (): AppError => appError('storage', SAVE_BOOKING_STATE_FAILED);

/**
 * The storage key of one field, or 'Failed to save booking state' (kind 'storage') without
 * a booking-state id, or for a card field without a signed-in user (cards belong to users).
 */
export const bookingStateKey = (
  field: BookingStateField,
  ids: BookingStateIds,
): E.Either<AppError, string> => {
  if (!ids.bookingStateId) return E.left(saveFailed());
  if (!isPerUserField(field)) return E.right(`${KEY_PREFIX}:${ids.bookingStateId}:${field}`);
  if (!ids.userId) return E.left(saveFailed());
  return E.right(`${KEY_PREFIX}:${ids.bookingStateId}:user:${ids.userId}:${field}`);
};

/**
 * Every key of a booking state, for clearing it
 * (docs/product/flows.md#clearing-booking-state). Card keys are included only when a user is
 * known, since no others can exist.
 */
export const bookingStateKeys = (ids: BookingStateIds): E.Either<AppError, string[]> => {
  if (!ids.bookingStateId) return E.left(saveFailed());
  return E.right(
    BOOKING_STATE_FIELD_NAMES.flatMap((field) => {
      const key = bookingStateKey(field, ids);
      return E.isRight(key) ? [key.right] : [];
    }),
  );
};

import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import { type AppError, appError } from '../shared/index.js';
import type { KeyValueStore } from '../storage/index.js';
import {
  BOOKING_STATE_FIELD_NAMES,
  BOOKING_STATE_FIELDS,
  type BookingStateField,
  type BookingStateValues,
  defaultBookingValue,
  emptyBookingState,
} from './booking-state-fields.rule.js';
import { type BookingStateIds, bookingStateKey, bookingStateKeys } from './booking-state-storage-key.rule.js';
import { readStoredBookingField, serializeBookingField } from './stored-booking-field.rule.js';

/**
 * Storage failures are reported as an error updating (or reading) booking state
 * (docs/product/errors.md#other-messages).
 */
export const UPDATE_BOOKING_STATE_FAILED = 'Error updating booking state';
export const READ_BOOKING_STATE_FAILED = 'Error reading booking state';

export interface PersistedBookingStateDeps {
  readonly store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/*
 * The booking state the guest builds while booking, persisted field by field in browser
 * storage (docs/product/entities.md#booking-state, docs/product/validation.md#persisted-booking-values).
 * The screen holds the values (bookingStateTransition); these functions read and write them.
 * Browser storage can be full, disabled or edited by hand: every value is checked on the way
 * in and out, and a store that throws is reported while the value stays on screen, so the
 * guest can finish booking in this tab.
 */

/** Runs one storage operation; a throw is reported and the fallback used, never passed on. */
const attempt = <T>(
  deps: PersistedBookingStateDeps,
  message: string,
  what: string,
  operation: () => T,
  fallback: T,
): T => {
  try {
    return operation();
  } catch (cause) {
    deps.errors.report(appError('storage', message), { cause, what });
    return fallback;
  }
};

const readField = (
  deps: PersistedBookingStateDeps,
  ids: BookingStateIds,
  field: BookingStateField,
): unknown => {
  const key = bookingStateKey(field, ids);
  const kind = BOOKING_STATE_FIELDS[field];
  if (E.isLeft(key)) return defaultBookingValue(kind);
  const raw = attempt(deps, READ_BOOKING_STATE_FAILED, field, () => deps.store.get(key.right), null);
  const stored = readStoredBookingField(field, raw);
  if (stored.deleteStored) {
    attempt(deps, UPDATE_BOOKING_STATE_FAILED, field, () => deps.store.remove(key.right), undefined);
  }
  return stored.value;
};

/** The booking state with these ids (card fields only with a user id); an invalid stored value is deleted. */
export const readBookingState = (deps: PersistedBookingStateDeps, ids: BookingStateIds): BookingStateValues =>
  Object.fromEntries(
    BOOKING_STATE_FIELD_NAMES.map((field) => [field, readField(deps, ids, field)]),
  ) as unknown as BookingStateValues;

/**
 * Stores the value only if valid; an invalid one deletes the stored key and the field reads
 * as its default. Answers the value as it will read back after a reload, which is what the
 * screen holds. Without a booking-state id (or a user id for a card field) nothing is
 * stored and the answer is 'Failed to save booking state'.
 */
export const saveBookingStateField = <F extends BookingStateField>(
  deps: PersistedBookingStateDeps,
  ids: BookingStateIds,
  field: F,
  value: unknown,
): E.Either<AppError, BookingStateValues[F]> => {
  const key = bookingStateKey(field, ids);
  if (E.isLeft(key)) return key;
  const serialized = serializeBookingField(field, value);
  const kept = readStoredBookingField(field, serialized ?? null).value;
  attempt(
    deps,
    UPDATE_BOOKING_STATE_FAILED,
    field,
    () => (serialized === undefined ? deps.store.remove(key.right) : deps.store.set(key.right, serialized)),
    undefined,
  );
  return E.right(kept as unknown as BookingStateValues[F]);
};

/** Removes every persisted key of this booking state (docs/product/flows.md#clearing-booking-state). */
export const clearBookingState = (deps: PersistedBookingStateDeps, ids: BookingStateIds): void => {
  const keys = bookingStateKeys(ids);
  if (E.isLeft(keys)) return;
  for (const key of keys.right) {
    attempt(deps, UPDATE_BOOKING_STATE_FAILED, key, () => deps.store.remove(key), undefined);
  }
};

export type BookingStateEvent =
  | { readonly type: 'opened'; readonly values: BookingStateValues }
  | {
      readonly [F in BookingStateField]: {
        readonly type: 'field-saved';
        readonly field: F;
        readonly value: BookingStateValues[F];
      };
    }[BookingStateField]
  | { readonly type: 'cleared' };

/** The booking state on screen: read whole when opened, one field at a time as saved, empty once cleared. */
export const bookingStateTransition = (
  state: BookingStateValues,
  event: BookingStateEvent,
): BookingStateValues => {
  switch (event.type) {
    case 'opened':
      return event.values;
    case 'field-saved':
      return { ...state, [event.field]: event.value };
    case 'cleared':
      return emptyBookingState();
  }
};

/**
 * Saves one field (saveBookingStateField) and answers the booking state on screen after it:
 * the field as it will read back after a reload; the state as it was when nothing could be
 * saved (no booking-state id yet), so the screen never shows what a reload would lose.
 */
export const bookingFieldSaved = <F extends BookingStateField>(
  deps: PersistedBookingStateDeps,
  ids: BookingStateIds,
  state: BookingStateValues,
  field: F,
  value: unknown,
): BookingStateValues => {
  const saved = saveBookingStateField(deps, ids, field, value);
  if (E.isLeft(saved)) return state;
  // The union of one event per field cannot be built from a generic field; this is that event.
  return bookingStateTransition(state, {
    type: 'field-saved',
    field,
    value: saved.right,
  } as BookingStateEvent);
};

import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import { type AppError, appError } from '../shared/app-error.js';
import type { Cents } from '../shared/money.js';
import { StateCell } from '../shared/state-cell.js';
import type { KeyValueStore } from '../storage/key-value-store.port.js';
import {
  BOOKING_STATE_FIELD_NAMES,
  BOOKING_STATE_FIELDS,
  type BookingStateField,
  type BookingStateValues,
  defaultBookingValue,
  emptyBookingState,
} from './booking-state-fields.rule.js';
import { type BookingPricingEntry, bookingItemPricing } from './booking-state-pricing.rule.js';
import { type BookingStateIds, bookingStateKey, bookingStateKeys } from './booking-state-storage-key.rule.js';
import { readStoredBookingValue, serializeBookingValue } from './booking-value.rule.js';

/** SPEC 8: "storage failure reported as error updating booking state". */
export const UPDATE_BOOKING_STATE_FAILED = 'Error updating booking state';
export const READ_BOOKING_STATE_FAILED = 'Error reading booking state';

export interface PersistedBookingStateDeps {
  readonly store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * The booking state the guest builds while booking, kept in memory and persisted field by
 * field in browser storage (SPEC 3, 5). Browser storage can be full, disabled or edited by
 * hand: every value is checked on the way in and out, and a store that throws is reported
 * while the value stays in memory, so the guest can finish booking in this tab.
 */
export class PersistedBookingState {
  private ids: BookingStateIds = { bookingStateId: null };
  private readonly cell = new StateCell<BookingStateValues>(emptyBookingState());

  constructor(private readonly deps: PersistedBookingStateDeps) {}

  getState(): BookingStateValues {
    return this.cell.get();
  }

  subscribe(listener: (state: BookingStateValues) => void): () => void {
    return this.cell.subscribe(listener);
  }

  /** SPEC 3 derived values: itemTotal (sum of the entries' totals, in cents) and itemPrice. */
  itemPricing(): { readonly itemTotal: Cents; readonly itemPrice: readonly BookingPricingEntry[] } {
    return bookingItemPricing(this.cell.get().itineraryItemPricing as readonly BookingPricingEntry[]);
  }

  /** Reads the booking state with these ids (card fields only with a user id, SPEC 3). */
  open(ids: BookingStateIds): void {
    this.ids = ids;
    const values = Object.fromEntries(BOOKING_STATE_FIELD_NAMES.map((field) => [field, this.read(field)]));
    this.cell.set(values as unknown as BookingStateValues);
  }

  /**
   * SPEC 5: stores the value only if valid; an invalid one deletes the stored key and the
   * field reads as its default. Memory holds the value as it will read back after a reload.
   * Without a booking-state id (or a user id for a card field) nothing changes and the
   * answer is 'Failed to save booking state'.
   */
  save<F extends BookingStateField>(field: F, value: unknown): E.Either<AppError, BookingStateValues[F]> {
    const key = bookingStateKey(field, this.ids);
    if (E.isLeft(key)) return key;
    const serialized = serializeBookingValue(BOOKING_STATE_FIELDS[field], value);
    const kept = readStoredBookingValue(BOOKING_STATE_FIELDS[field], serialized ?? null).value;
    this.cell.update((values) => ({ ...values, [field]: kept }));
    this.attempt(
      UPDATE_BOOKING_STATE_FAILED,
      field,
      () =>
        serialized === undefined
          ? this.deps.store.remove(key.right)
          : this.deps.store.set(key.right, serialized),
      undefined,
    );
    return E.right(kept as unknown as BookingStateValues[F]);
  }

  /** SPEC 4: removes every persisted key of this booking state and resets it. */
  clear(): void {
    const keys = bookingStateKeys(this.ids);
    if (E.isRight(keys)) {
      for (const key of keys.right) {
        this.attempt(UPDATE_BOOKING_STATE_FAILED, key, () => this.deps.store.remove(key), undefined);
      }
    }
    this.cell.set(emptyBookingState());
  }

  private read<F extends BookingStateField>(field: F): unknown {
    const key = bookingStateKey(field, this.ids);
    const kind = BOOKING_STATE_FIELDS[field];
    if (E.isLeft(key)) return defaultBookingValue(kind);
    const raw = this.attempt(READ_BOOKING_STATE_FAILED, field, () => this.deps.store.get(key.right), null);
    const stored = readStoredBookingValue(kind, raw);
    if (stored.deleteStored) {
      this.attempt(UPDATE_BOOKING_STATE_FAILED, field, () => this.deps.store.remove(key.right), undefined);
    }
    return stored.value;
  }

  /** Runs one storage operation; a throw is reported and the fallback used, never passed on. */
  private attempt<T>(message: string, what: string, operation: () => T, fallback: T): T {
    try {
      return operation();
    } catch (cause) {
      this.deps.errors.report(appError('storage', message), { cause, what });
      return fallback;
    }
  }
}

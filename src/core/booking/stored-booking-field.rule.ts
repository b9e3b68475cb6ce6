import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { BookingState } from './booking-state.entity.js';
import {
  BOOKING_STATE_FIELDS,
  type BookingStateField,
  defaultBookingValue,
} from './booking-state-fields.rule.js';
import {
  readStoredBookingValue,
  type StoredBookingValue,
  serializeBookingValue,
} from './booking-value.rule.js';

type KindOf<F extends BookingStateField> = (typeof BOOKING_STATE_FIELDS)[F];

/**
 * One booking-state field as stored in the browser: its kind's rules
 * (booking-value.rule.ts) and then the field's own shape
 * (docs/product/validation.md#persisted-booking-values): a lead must be a lead, a time slot a
 * time slot, an id an id. A value of the right kind but the wrong shape would otherwise reach
 * the screen as if it were one.
 */

/** Ids as the host writes and takes them: letters, digits, '-' and '_'. */
const ID = /^[A-Za-z0-9_-]{1,255}$/;

export const isStoredId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);

const ID_FIELDS: ReadonlySet<BookingStateField> = new Set(['cardId', 'leadId', 'pmId', 'referringServiceId']);

const FIELD_CODECS = BookingState.optional as unknown as Readonly<Record<BookingStateField, t.Mixed>>;

/** The value as the field holds it (the entity's decoding), or undefined when it has another shape. */
const shaped = (field: BookingStateField, value: unknown): unknown => {
  if (ID_FIELDS.has(field) && !isStoredId(value)) return undefined;
  if (field === 'contextIds' && !(value as readonly unknown[]).every(isStoredId)) return undefined;
  const decoded = FIELD_CODECS[field].decode(value);
  return E.isRight(decoded) && decoded.right !== null ? decoded.right : undefined;
};

/** Reads a field's stored text (null when nothing is stored) and says whether to delete it. */
export const readStoredBookingField = <F extends BookingStateField>(
  field: F,
  raw: string | null,
): StoredBookingValue<KindOf<F>> => {
  const kind = BOOKING_STATE_FIELDS[field] as KindOf<F>;
  const stored = readStoredBookingValue(kind, raw);
  if (stored.deleteStored || raw === null) return stored;
  const value = shaped(field, stored.value);
  return value === undefined
    ? { value: defaultBookingValue(kind), deleteStored: true }
    : { value: value as StoredBookingValue<KindOf<F>>['value'], deleteStored: false };
};

/** The text to store for a field's value, or undefined when it is not valid and the key goes. */
export const serializeBookingField = (field: BookingStateField, value: unknown): string | undefined => {
  const serialized = serializeBookingValue(BOOKING_STATE_FIELDS[field], value);
  return serialized === undefined || readStoredBookingField(field, serialized).deleteStored
    ? undefined
    : serialized;
};

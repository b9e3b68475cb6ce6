import { isIsoDateString } from '../shared/iso-date.js';
import type { BookingValueKind, BookingValueOf } from './booking-state-fields.rule.js';
import { defaultBookingValue } from './booking-state-fields.rule.js';

/**
 * Storing and reading one booking-state value
 * (docs/product/validation.md#persisted-booking-values). Strings and date-times are stored as
 * they are, arrays and objects as JSON, booleans as 'true'/'false', numbers as base-10
 * integers. Only valid values are stored; storage can be edited by anyone, so what is read is
 * validated again and an invalid value reads as the field's default.
 */

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// An ISO 8601 date or date-time, as the app writes them: a hand-edited 'June 5' or '' is not one.
const isValidDateTime = (value: string): boolean => isIsoDateString(value);

/** A Date, or a date library's instant (a Dayjs), as its ISO string; undefined when invalid. */
const isoOfInstant = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { toISOString } = value as { toISOString?: unknown };
  if (typeof toISOString !== 'function') return undefined;
  try {
    const iso: unknown = toISOString.call(value);
    return typeof iso === 'string' && isValidDateTime(iso) ? iso : undefined;
  } catch {
    // An invalid instant throws a RangeError rather than printing one.
    return undefined;
  }
};

const toJson = (value: unknown): string | undefined => {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    // A cyclic or BigInt value cannot be stored; dropping it is better than a broken page.
  }
  return json;
};

/** Numbers are counts: what survives a base-10 round trip, from a number or a numeric string. */
const toCount = (value: unknown): number | undefined => {
  const parsed =
    typeof value === 'number' ? Math.trunc(value) : typeof value === 'string' ? parseInt(value, 10) : NaN;
  return Number.isSafeInteger(parsed) ? parsed : undefined;
};

/**
 * The string to store for a value of this kind, or undefined when the value is not valid
 * and the stored key should be deleted instead.
 */
export const serializeBookingValue = (kind: BookingValueKind, value: unknown): string | undefined => {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value !== '' ? value : undefined;
    case 'datetime':
      if (typeof value !== 'string') return isoOfInstant(value);
      return isValidDateTime(value) ? value : undefined;
    case 'object':
      return isPlainObject(value) ? toJson(value) : undefined;
    case 'array':
      return Array.isArray(value) && value.length > 0 ? toJson(value) : undefined;
    case 'boolean':
      return value === true || value === false ? String(value) : undefined;
    case 'number': {
      const count = toCount(value);
      return count === undefined ? undefined : String(count);
    }
  }
};

const fromJson = (raw: string): unknown => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Not JSON: someone edited the stored value, which then reads as nothing.
  }
  return parsed;
};

/** The value read back, or undefined when the stored text is not a valid value of this kind. */
const readValid = (kind: BookingValueKind, raw: string): unknown => {
  switch (kind) {
    case 'string':
      return raw === '' ? undefined : raw;
    case 'datetime':
      return isValidDateTime(raw) ? raw : undefined;
    case 'object': {
      const parsed = fromJson(raw);
      return isPlainObject(parsed) ? parsed : undefined;
    }
    case 'array': {
      const parsed = fromJson(raw);
      return Array.isArray(parsed) && parsed.length > 0 ? parsed : undefined;
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'number': {
      const parsed = parseInt(raw, 10);
      return Number.isNaN(parsed) ? undefined : parsed;
    }
  }
};

export interface StoredBookingValue<K extends BookingValueKind> {
  readonly value: BookingValueOf[K];
  /**
   * True when something was stored but is not valid:
   * docs/product/validation.md#persisted-booking-values says to delete it.
   */
  readonly deleteStored: boolean;
}

/** Reads a stored value (null when nothing is stored) and says whether to delete it. */
export const readStoredBookingValue = <K extends BookingValueKind>(
  kind: K,
  raw: string | null,
): StoredBookingValue<K> => {
  // Stryker disable next-line ConditionalExpression: equivalent, only saves work: read as text, null is the 'string' default and invalid for every other kind
  const valid = raw === null ? undefined : readValid(kind, raw);
  return valid === undefined
    ? { value: defaultBookingValue(kind), deleteStored: raw !== null }
    : { value: valid as BookingValueOf[K], deleteStored: false };
};

/** The stored value, or the field's default when nothing valid is stored. */
export const parseBookingValue = <K extends BookingValueKind>(
  kind: K,
  raw: string | null,
): BookingValueOf[K] => readStoredBookingValue(kind, raw).value;

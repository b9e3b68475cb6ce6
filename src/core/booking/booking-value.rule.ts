import { isIsoDateString } from '../shared/index.js';
import type { BookingValueKind, BookingValueOf } from './booking-state-fields.rule.js';
import { defaultBookingValue } from './booking-state-fields.rule.js';

/**
 * Storing and reading one booking-state value
 * (docs/product/validation.md#persisted-booking-values). Strings and date-times are stored as
 * they are, arrays and objects as JSON, booleans as 'true'/'false', numbers as base-10
 * integers. Only valid values are stored; storage can be edited by anyone, so what is read is
 * validated again and an invalid value reads as the field's default.
 *
 * A booking state goes to the host with every booking-context save, so a value the host
 * refuses (docs/host/decisions.md#hardening) is no value here either: otherwise one edited
 * key would make every save of the guest's booking fail.
 */

/** The longest stored value: the host takes no larger booking state (docs/host/decisions.md#hardening). */
export const MAX_STORED_VALUE_CHARS = 16 * 1024;
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;
const MAX_DEPTH = 32;
/** What writing a missing value as text leaves behind. */
const NULL_WORDS: ReadonlySet<string> = new Set(['null', 'undefined']);
/** Keys that reach an object's prototype when merged: no booking value has them. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
/** In unicode mode a whole pair is one code point, so only a lone half is a surrogate. */
const LONE_SURROGATE = /\p{Surrogate}/u;
const ISO_YEAR = /^(\d{4})-\d{2}-\d{2}(?:[T ]|$)/;

const yearInRange = (text: string): boolean => {
  const year = ISO_YEAR.exec(text)?.[1];
  return year === undefined || (Number(year) >= FIRST_YEAR && Number(year) <= LAST_YEAR);
};

/** Text the host takes: no NUL, no half of a surrogate pair, no date outside 1900 to 2200. */
const isSendableText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text) && yearInRange(text);

/** Every text, key and number within, at most MAX_DEPTH deep, and no prototype keys. */
const isSendable = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return isSendableText(value);
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || value === null) return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isSendable(item, depth + 1));
  return Object.entries(value).every(
    ([key, item]) => !PROTOTYPE_KEYS.has(key) && isSendableText(key) && isSendable(item, depth + 1),
  );
};

/** Text worth keeping: not blank, and not a missing value written out as 'null' or 'undefined'. */
const isMeaningfulText = (text: string): boolean => text.trim() !== '' && !NULL_WORDS.has(text.trim());

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// An ISO 8601 date or date-time, as the app writes them: a hand-edited 'June 5' or '' is not
// one, nor a date the host refuses ('0000-01-01').
const isValidDateTime = (value: string): boolean => isIsoDateString(value) && yearInRange(value);

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

const serializedCandidate = (kind: BookingValueKind, value: unknown): string | undefined => {
  switch (kind) {
    case 'string':
      return typeof value === 'string' ? value : undefined;
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

/**
 * The string to store for a value of this kind, or undefined when the value is not valid
 * and the stored key should be deleted instead: only what reads back as itself is stored.
 */
export const serializeBookingValue = (kind: BookingValueKind, value: unknown): string | undefined => {
  const candidate = serializedCandidate(kind, value);
  return candidate === undefined || readValid(kind, candidate) === undefined ? undefined : candidate;
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

const BASE_10_INTEGER = /^-?\d+$/;

/** The value read back, or undefined when the stored text is not a valid value of this kind. */
const readValid = (kind: BookingValueKind, raw: string): unknown => {
  if (raw.length > MAX_STORED_VALUE_CHARS) return undefined;
  const value = readKind(kind, raw);
  return value !== undefined && isSendable(value) ? value : undefined;
};

const readKind = (kind: BookingValueKind, raw: string): unknown => {
  switch (kind) {
    case 'string':
      return isMeaningfulText(raw) ? raw : undefined;
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
      // The whole text, as the app writes counts: '12abc', '1e3' and ' 5' were edited by hand.
      const parsed = BASE_10_INTEGER.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(parsed)) return undefined;
      return parsed === 0 ? 0 : parsed; // '-0' counts nothing, as 0 does
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

import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingValueKind } from '../../../src/core/booking/booking-state-fields.rule.js';
import { defaultBookingValue } from '../../../src/core/booking/booking-state-fields.rule.js';
import {
  parseBookingValue,
  readStoredBookingValue,
  serializeBookingValue,
} from '../../../src/core/booking/booking-value.rule.js';

const KINDS: BookingValueKind[] = ['string', 'datetime', 'object', 'array', 'boolean', 'number'];

const isoDate = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** No key that reaches a prototype, which a stored value may not have. */
const noPrototypeKeys = (value: unknown) =>
  !/"(__proto__|constructor|prototype)":/.test(JSON.stringify(value));

const validByKind: Record<BookingValueKind, fc.Arbitrary<unknown>> = {
  string: fc.string({ minLength: 1 }).filter((text) => !['', 'null', 'undefined'].includes(text.trim())),
  datetime: isoDate,
  object: fc.dictionary(fc.string(), fc.jsonValue()).filter(noPrototypeKeys),
  array: fc.array(fc.jsonValue(), { minLength: 1 }).filter(noPrototypeKeys),
  boolean: fc.boolean(),
  number: fc.maxSafeInteger().filter((n) => !Object.is(n, -0)),
};

describe('booking state values', () => {
  it('persisted booking values: serialize then parse gives the value back for every valid value', () => {
    for (const kind of KINDS) {
      fc.assert(
        fc.property(validByKind[kind], (value) => {
          const stored = serializeBookingValue(kind, value);
          expect(stored).toBeTypeOf('string');
          // JSON keeps the value but not -0, which it writes as 0.
          const expected = kind === 'object' || kind === 'array' ? JSON.parse(JSON.stringify(value)) : value;
          expect(readStoredBookingValue(kind, stored!)).toEqual({ value: expected, deleteStored: false });
        }),
      );
    }
  });

  it('persisted booking values: invalid values are not stored and read back as the default', () => {
    const invalid = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.constant(''),
      fc.constant(Number.NaN),
    );
    for (const kind of KINDS) {
      fc.assert(
        fc.property(invalid, (value) => {
          const stored = serializeBookingValue(kind, value);
          expect(stored).toBeUndefined();
          expect(parseBookingValue(kind, stored ?? null)).toEqual(defaultBookingValue(kind));
        }),
      );
    }
  });

  it('persisted booking values: any stored text parses to a value or the default, never throws', () => {
    for (const kind of KINDS) {
      fc.assert(
        fc.property(fc.string(), (raw) => {
          const read = readStoredBookingValue(kind, raw);
          if (read.deleteStored) expect(read.value).toEqual(defaultBookingValue(kind));
        }),
      );
    }
  });

  it('strings stored only if not blank, nor a missing value written as text', () => {
    expect(serializeBookingValue('string', 'card_1')).toBe('card_1');
    expect(serializeBookingValue('string', ' a ')).toBe(' a ');
    for (const blank of [' ', '\t\n', 'null', 'undefined', ' null ']) {
      expect(serializeBookingValue('string', blank)).toBeUndefined();
      expect(readStoredBookingValue('string', blank)).toEqual({ value: null, deleteStored: true });
    }
    expect(serializeBookingValue('string', '')).toBeUndefined();
    expect(serializeBookingValue('string', 5)).toBeUndefined();
    expect(serializeBookingValue('string', null)).toBeUndefined();
    expect(readStoredBookingValue('string', 'card_1')).toEqual({ value: 'card_1', deleteStored: false });
    expect(readStoredBookingValue('string', '')).toEqual({ value: null, deleteStored: true });
    expect(readStoredBookingValue('string', null)).toEqual({ value: null, deleteStored: false });
  });

  it('date-times stored only if non-empty and valid', () => {
    expect(serializeBookingValue('datetime', '2025-06-10T16:00:00Z')).toBe('2025-06-10T16:00:00Z');
    expect(serializeBookingValue('datetime', '2025-06-10')).toBe('2025-06-10');
    expect(serializeBookingValue('datetime', '')).toBeUndefined();
    expect(serializeBookingValue('datetime', 'not a date')).toBeUndefined();
    expect(serializeBookingValue('datetime', 1_700_000_000_000)).toBeUndefined();
    expect(serializeBookingValue('datetime', dayjs('2025-06-10T16:00:00Z'))).toBe('2025-06-10T16:00:00.000Z');
    expect(serializeBookingValue('datetime', dayjs('nope'))).toBeUndefined();
    expect(serializeBookingValue('datetime', new Date('2025-06-10T16:00:00Z'))).toBe(
      '2025-06-10T16:00:00.000Z',
    );
    expect(serializeBookingValue('datetime', new Date('nope'))).toBeUndefined();
    expect(serializeBookingValue('datetime', { toISOString: () => 'June 5' })).toBeUndefined();
    expect(serializeBookingValue('datetime', { toISOString: 'x' })).toBeUndefined();
    expect(serializeBookingValue('datetime', null)).toBeUndefined();
    expect(serializeBookingValue('datetime', 'June 5')).toBeUndefined();
    // Only the ISO forms the app writes: a hand-edited date in other words is deleted.
    expect(readStoredBookingValue('datetime', 'June 5, 2025')).toEqual({ value: null, deleteStored: true });
    expect(readStoredBookingValue('datetime', '2025-06-10')).toEqual({
      value: '2025-06-10',
      deleteStored: false,
    });
    expect(readStoredBookingValue('datetime', 'not a date')).toEqual({ value: null, deleteStored: true });
    expect(readStoredBookingValue('datetime', '')).toEqual({ value: null, deleteStored: true });
  });

  it('booleans stored only if true or false', () => {
    expect(serializeBookingValue('boolean', true)).toBe('true');
    expect(serializeBookingValue('boolean', false)).toBe('false');
    expect(serializeBookingValue('boolean', 'true')).toBeUndefined();
    expect(serializeBookingValue('boolean', 1)).toBeUndefined();
    expect(serializeBookingValue('boolean', 0)).toBeUndefined();
    expect(readStoredBookingValue('boolean', 'true')).toEqual({ value: true, deleteStored: false });
    expect(readStoredBookingValue('boolean', 'false')).toEqual({ value: false, deleteStored: false });
    expect(readStoredBookingValue('boolean', 'TRUE')).toEqual({ value: false, deleteStored: true });
    expect(readStoredBookingValue('boolean', '1')).toEqual({ value: false, deleteStored: true });
  });

  it('numbers stored only if a whole base-10 number within the safe range', () => {
    expect(serializeBookingValue('number', 0)).toBe('0');
    expect(serializeBookingValue('number', 2)).toBe('2');
    expect(serializeBookingValue('number', -3)).toBe('-3');
    expect(serializeBookingValue('number', 2.9)).toBe('2');
    expect(serializeBookingValue('number', '08')).toBe('8');
    expect(serializeBookingValue('number', '3 adults')).toBe('3');
    expect(serializeBookingValue('number', 'abc')).toBeUndefined();
    expect(serializeBookingValue('number', Number.NaN)).toBeUndefined();
    expect(serializeBookingValue('number', Infinity)).toBeUndefined();
    expect(serializeBookingValue('number', 1e21)).toBeUndefined();
    expect(serializeBookingValue('number', null)).toBeUndefined();
    expect(serializeBookingValue('number', undefined)).toBeUndefined();
    expect(serializeBookingValue('number', true)).toBeUndefined();
    expect(serializeBookingValue('number', [7])).toBeUndefined();
    expect(serializeBookingValue('number', { valueOf: () => 7 })).toBeUndefined();
    expect(readStoredBookingValue('number', '08')).toEqual({ value: 8, deleteStored: false });
    expect(readStoredBookingValue('number', '0')).toEqual({ value: 0, deleteStored: false });
    expect(readStoredBookingValue('number', '-0')).toEqual({ value: 0, deleteStored: false });
    expect(readStoredBookingValue('number', '-3')).toEqual({ value: -3, deleteStored: false });
    // The app writes counts as whole base-10 numbers: anything else was edited by hand.
    for (const edited of ['0x1A', '4.7', '1e3', ' 5', '5 ', '12abc', '+5', '99999999999999999999']) {
      expect(readStoredBookingValue('number', edited)).toEqual({ value: null, deleteStored: true });
    }
    expect(readStoredBookingValue('number', 'NaN')).toEqual({ value: null, deleteStored: true });
    expect(readStoredBookingValue('number', '')).toEqual({ value: null, deleteStored: true });
  });

  it('arrays stored only if non-empty', () => {
    expect(serializeBookingValue('array', ['a', 1])).toBe('["a",1]');
    expect(serializeBookingValue('array', [])).toBeUndefined();
    expect(serializeBookingValue('array', { 0: 'a', length: 1 })).toBeUndefined();
    expect(serializeBookingValue('array', 'a')).toBeUndefined();
    expect(serializeBookingValue('array', [1n])).toBeUndefined();
    expect(readStoredBookingValue('array', '["a",1]')).toEqual({ value: ['a', 1], deleteStored: false });
    expect(readStoredBookingValue('array', '[]')).toEqual({ value: [], deleteStored: true });
    expect(readStoredBookingValue('array', '{"a":1}')).toEqual({ value: [], deleteStored: true });
    expect(readStoredBookingValue('array', '[oops')).toEqual({ value: [], deleteStored: true });
  });

  it('objects stored always', () => {
    expect(serializeBookingValue('object', {})).toBe('{}');
    expect(serializeBookingValue('object', { a: 1 })).toBe('{"a":1}');
    expect(serializeBookingValue('object', null)).toBeUndefined();
    expect(serializeBookingValue('object', [1])).toBeUndefined();
    expect(serializeBookingValue('object', 'x')).toBeUndefined();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(serializeBookingValue('object', cyclic)).toBeUndefined();
    expect(readStoredBookingValue('object', '{}')).toEqual({ value: {}, deleteStored: false });
    expect(readStoredBookingValue('object', '{"a":1}')).toEqual({ value: { a: 1 }, deleteStored: false });
    expect(readStoredBookingValue('object', 'null')).toEqual({ value: {}, deleteStored: true });
    expect(readStoredBookingValue('object', '[1]')).toEqual({ value: {}, deleteStored: true });
    expect(readStoredBookingValue('object', '"text"')).toEqual({ value: {}, deleteStored: true });
    expect(readStoredBookingValue('object', '{oops')).toEqual({ value: {}, deleteStored: true });
  });

  it('nothing stored reads as the default and is not deleted', () => {
    for (const kind of KINDS) {
      expect(readStoredBookingValue(kind, null)).toEqual({
        value: defaultBookingValue(kind),
        deleteStored: false,
      });
      expect(parseBookingValue(kind, null)).toEqual(defaultBookingValue(kind));
    }
  });
});

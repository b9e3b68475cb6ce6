import dayjs from 'dayjs';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { Count } from '../../../src/core/shared/count.js';
import { decode } from '../../../src/core/shared/decode.js';
import { Dollars, dollarsToCents } from '../../../src/core/shared/dollars.js';
import { IsoDateObject, IsoDateString, isIsoDateString, utcDay } from '../../../src/core/shared/iso-date.js';
import { isOneOf, oneOf } from '../../../src/core/shared/one-of.js';
import { nullable, withDefault } from '../../../src/core/shared/optional.js';
import { struct } from '../../../src/core/shared/struct.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';
import { isoDate, isoDateTime } from '../arbitraries/primitives.js';

const Slot = struct('Slot', { start: t.string }, { note: nullable(t.string) });
const Item = struct(
  'Item',
  { id: t.string, tags: withDefault(t.array(t.string), () => []) },
  { slot: nullable(Slot) },
);

describe('struct and nullable: decode paths name the field', () => {
  it('names a nested field without intersection or union indexes', () => {
    const error = expectRejectedAt(Item, { id: 'a', slot: { start: 3 } }, 'slot.start');
    expect(error.message).not.toMatch(/\b\d\.slot/);
    expect(error.message.split('; ')).toHaveLength(1);
  });

  it('names a missing required field', () => {
    expectRejectedAt(Item, { tags: [] }, 'id');
  });

  it('keeps unknown extra fields and accepts null for nullable ones', () => {
    expect(decoded(Item, { id: 'a', slot: null, extra: 1 })).toEqual({
      id: 'a',
      tags: [],
      slot: null,
      extra: 1,
    });
  });

  it('an optional field decoded to a new value is not overwritten by its raw value', () => {
    const Loud = new t.Type<string, string, unknown>(
      'Loud',
      t.string.is,
      (u, c) => (typeof u === 'string' ? t.success(u.toUpperCase()) : t.failure(u, c)),
      (a) => a,
    );
    expect(decoded(struct('S', { id: t.string }, { word: Loud }), { id: 'x', word: 'hi' })).toEqual({
      id: 'x',
      word: 'HI',
    });
  });

  it('withDefault fills a missing or null list with a fresh one', () => {
    const a = decoded(Item, { id: 'a' });
    const b = decoded(Item, { id: 'b', tags: null });
    expect(a.tags).toEqual([]);
    expect(a.tags).not.toBe(b.tags);
  });

  it('refuses a non-object at the root', () => {
    const result = decode(Item, 'nope', 'item');
    expect(E.isLeft(result) && result.left.message).toContain('(root): expected Item');
  });
});

describe('oneOf', () => {
  it('accepts listed values and names them all when refusing', () => {
    const Colour = oneOf(['red', 'green']);
    expect(decoded(Colour, 'green')).toBe('green');
    expect(expectRejectedAt(struct('S', { c: Colour }), { c: 'blue' }, 'c').message).toContain(
      '"red" | "green"',
    );
  });

  it('isOneOf: only the listed strings, exactly as spelt; never a non-string', () => {
    const isColour = isOneOf(['red', 'green'] as const);
    expect(['red', 'green'].every(isColour)).toBe(true);
    for (const other of ['Red', 'blue', '', 'toString', null, undefined, 1, ['red']])
      expect(isColour(other)).toBe(false);
  });
});

describe('IsoDateString (DESIGN: dates are ISO strings at the edge)', () => {
  it('accepts dates and date-times with or without zone', () => {
    for (const value of [
      '2025-06-01',
      '2025-06-01T10:30',
      '2025-06-01T10:30:00Z',
      '2025-06-01T10:30:00.123+02:00',
    ]) {
      expect(decoded(IsoDateString, value)).toBe(value);
    }
  });

  it('refuses impossible dates, loose text and non-strings', () => {
    for (const value of ['2025-02-30', '2025-13-01', '2025-06-01T24:00', 'June 5', '', 20250601]) {
      expect(E.isLeft(decode(IsoDateString, value))).toBe(true);
    }
  });

  it('accepts 29 February only in a leap year', () => {
    expect(isIsoDateString('2024-02-29')).toBe(true);
    expect(isIsoDateString('2025-02-29')).toBe(false);
  });

  it('accepts every date-time JavaScript prints', () => {
    fc.assert(fc.property(fc.oneof(isoDate, isoDateTime), (iso) => isIsoDateString(iso)));
  });

  it('SPEC 3: the {iso} date object names the iso path', () => {
    expectRejectedAt(
      struct('S', { arrivalDate: IsoDateObject }),
      { arrivalDate: { iso: 'soon' } },
      'arrivalDate.iso',
    );
  });

  it('utcDay keeps a date-only string as is and reads a date-time in UTC', () => {
    expect(utcDay('2025-06-01')).toBe('2025-06-01');
    expect(utcDay('2025-06-01T23:30:00-05:00')).toBe('2025-06-02');
    expect(utcDay(dayjs('2025-06-01T00:30:00+02:00'))).toBe('2025-05-31');
    expect(utcDay('garbage')).toBeUndefined();
  });
});

describe('Count and Dollars', () => {
  it('a count is a whole, non-negative number', () => {
    expect(decoded(Count, 3)).toBe(3);
    for (const value of [-1, 1.5, '2', Number.NaN]) expect(E.isLeft(decode(Count, value))).toBe(true);
  });

  it('dollars are finite numbers and convert to whole cents', () => {
    expect(decoded(Dollars, 12.34)).toBe(12.34);
    expect(E.isLeft(decode(Dollars, Number.POSITIVE_INFINITY))).toBe(true);
    expect(E.isLeft(decode(Dollars, '12.34'))).toBe(true);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(null)).toBe(0);
  });
});

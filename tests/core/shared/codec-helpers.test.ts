import dayjs from 'dayjs';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { Count } from '../../../src/core/shared/count.js';
import { decode, formatValidationErrors } from '../../../src/core/shared/decode.js';
import { Dollars, dollarsToCents } from '../../../src/core/shared/dollars.js';
import { IsoDateObject, IsoDateString, isIsoDateString, utcDay } from '../../../src/core/shared/iso-date.js';
import { Cents, cents, fromCents, sumCents, toCents } from '../../../src/core/shared/money.js';
import { isOneOf, oneOf } from '../../../src/core/shared/one-of.js';
import { nullable, withDefault } from '../../../src/core/shared/optional.js';
import { select } from '../../../src/core/shared/select.js';
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

describe('IsoDateString (dates are ISO strings at the edge)', () => {
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
    for (const value of [
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '2025-06-00',
      '2025-06-01T24:00',
      '2025-06-01T10:60',
      '2025-06-01T10:30:60',
      'June 5',
      '',
      20250601,
    ]) {
      expect(E.isLeft(decode(IsoDateString, value))).toBe(true);
    }
  });

  it('accepts the last minute and second of a day', () => {
    expect(isIsoDateString('2025-06-01T23:59:59')).toBe(true);
    expect(isIsoDateString('2025-06-01 00:00')).toBe(true);
  });

  it('is() answers for wire strings only: a boxed string is not one', () => {
    expect(IsoDateString.is('2025-06-01')).toBe(true);
    expect(IsoDateString.is('2025-02-30')).toBe(false);
    expect(IsoDateString.is(new String('2025-06-01'))).toBe(false);
    expect(E.isLeft(decode(IsoDateString, { toString: () => '2025-06-01' }))).toBe(true);
  });

  it('accepts 29 February only in a leap year', () => {
    expect(isIsoDateString('2024-02-29')).toBe(true);
    expect(isIsoDateString('2025-02-29')).toBe(false);
  });

  it('accepts every date-time JavaScript prints', () => {
    fc.assert(fc.property(fc.oneof(isoDate, isoDateTime), (iso) => isIsoDateString(iso)));
  });

  it('the {iso} date object names the iso path', () => {
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
    expect(utcDay('2025-02-30')).toBeUndefined();
    expect(utcDay(dayjs('nope'))).toBeUndefined();
  });
});

describe('Count and Dollars', () => {
  it('a count is a whole, non-negative number', () => {
    expect(decoded(Count, 3)).toBe(3);
    expect(decoded(Count, 0)).toBe(0);
    for (const value of [-1, 1.5, '2', Number.NaN]) expect(E.isLeft(decode(Count, value))).toBe(true);
    expect([0, 7].every(Count.is)).toBe(true);
    for (const value of [-1, 1.5, '2', null]) expect(Count.is(value)).toBe(false);
  });

  it('dollars are finite numbers and convert to whole cents', () => {
    expect(decoded(Dollars, 12.34)).toBe(12.34);
    expect(E.isLeft(decode(Dollars, Number.POSITIVE_INFINITY))).toBe(true);
    expect(E.isLeft(decode(Dollars, '12.34'))).toBe(true);
    expect(E.isLeft(decode(Dollars, Number.NaN))).toBe(true);
    expect(Dollars.is(-2.5)).toBe(true);
    for (const value of ['1', Number.NaN, Number.NEGATIVE_INFINITY, null])
      expect(Dollars.is(value)).toBe(false);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(null)).toBe(0);
  });
});

describe('Cents (money is integer cents)', () => {
  it('whole cents decode; fractions do not', () => {
    expect(decoded(Cents, 150)).toBe(150);
    expect(E.isLeft(decode(Cents, 1.5))).toBe(true);
  });

  it('converts dollars to cents and back, and sums cents', () => {
    expect(toCents(12.345)).toBe(1235);
    expect(fromCents(cents(12345))).toBe(123.45);
    expect(sumCents([cents(100), cents(-30), cents(5)])).toBe(75);
    expect(sumCents([])).toBe(0);
  });
});

describe('codecs built from parts: is() and encode', () => {
  it('nullable: null or the inner value; encodes null as null', () => {
    const MaybeCount = nullable(Count);
    expect([null, 3].every(MaybeCount.is)).toBe(true);
    for (const value of [undefined, -1, 'x']) expect(MaybeCount.is(value)).toBe(false);
    expect(MaybeCount.encode(null)).toBeNull();
    expect(decoded(MaybeCount, null)).toBeNull();
    expect(decoded(MaybeCount, 3)).toBe(3);
    expect(E.isLeft(decode(MaybeCount, -1))).toBe(true);
    expect(MaybeCount.name).toBe('Count | null');
  });

  it('withDefault: is() is the inner codec (no default applies); encode is the inner one', () => {
    const Tags = withDefault(t.array(t.string), () => []);
    expect(Tags.is(['a'])).toBe(true);
    expect(Tags.is(undefined)).toBe(false);
    expect(Tags.encode(['a'])).toEqual(['a']);
    expect(decoded(Tags, undefined)).toEqual([]);
    expect(decoded(Tags, ['b'])).toEqual(['b']);
    expect(E.isLeft(decode(Tags, [1]))).toBe(true);
  });

  it('struct: is() needs every required prop and valid optional ones; encode keeps both halves', () => {
    const Shape = struct('Shape', { id: t.string }, { note: nullable(t.string) });
    expect(Shape.is({ id: 'a' })).toBe(true);
    expect(Shape.is({ id: 'a', note: null })).toBe(true);
    expect(Shape.is({ note: 'n' })).toBe(false);
    expect(Shape.is({ id: 'a', note: 3 })).toBe(false);
    expect(Shape.encode({ id: 'a', note: 'n' })).toEqual({ id: 'a', note: 'n' });
    expect(Shape.encode({ id: 'a' })).toEqual({ id: 'a' });
  });

  it('select: is() accepts any branch; encode uses the branch the value belongs to', () => {
    const Amount = new t.Type<number, string, unknown>(
      'Amount',
      (u): u is number => typeof u === 'number',
      (u, c) => (typeof u === 'string' ? t.success(Number(u)) : t.failure(u, c)),
      (a) => String(a),
    );
    const TextOrAmount = select('TextOrAmount', [t.boolean, Amount], (u) =>
      typeof u === 'boolean' ? t.boolean : Amount,
    );
    expect([true, 3].every(TextOrAmount.is)).toBe(true);
    expect(TextOrAmount.is('3')).toBe(false);
    expect(decoded(TextOrAmount, '3')).toBe(3);
    expect(TextOrAmount.encode(3)).toBe('3');
    expect(TextOrAmount.encode(false)).toBe(false);
    // A value of no branch (only reachable by a cast) passes through unchanged.
    expect(TextOrAmount.encode('x' as unknown as number)).toBe('x');
  });
});

describe('decode messages (a response that does not decode is a clear message)', () => {
  it('names the codec by default, the path and what came', () => {
    const result = decode(Count, -1);
    expect(E.isLeft(result) && result.left).toEqual({
      kind: 'decode',
      message: 'Unexpected Count: (root): expected Count, got -1',
      path: '',
    });
  });

  it('shows an absent value as undefined, an unprintable one by its type', () => {
    const Need = struct('Need', { a: t.string, b: t.string, c: t.string });
    const result = decode(Need, { a: undefined, b: () => 'b', c: 10n }, 'need');
    expect(E.isLeft(result) && result.left.message).toBe(
      'Unexpected need: a: expected string, got undefined; b: expected string, got function; c: expected string, got bigint',
    );
  });

  it('shows a value of up to 60 characters of JSON whole, a longer one cut to 57 and "..."', () => {
    const sixty = 'z'.repeat(58); // 60 characters with its quotes
    const whole = decode(t.number, sixty);
    expect(E.isLeft(whole) && whole.left.message).toBe(
      `Unexpected number: (root): expected number, got "${sixty}"`,
    );
    const cut = decode(t.number, `${sixty}z`);
    expect(E.isLeft(cut) && cut.left.message).toBe(
      `Unexpected number: (root): expected number, got "${'z'.repeat(56)}...`,
    );
  });

  it('lists at most three failing paths, each once, the first one as the path', () => {
    const Four = struct('Four', { a: t.string, b: t.string, c: t.string, d: t.string });
    const result = decode(Four, {});
    expect(E.isLeft(result) && result.left.message).toBe(
      'Unexpected Four: a: expected string, got undefined; b: expected string, got undefined; c: expected string, got undefined',
    );
    expect(E.isLeft(result) && result.left.path).toBe('a');
  });

  it('a codec that fails without saying where still gives a decode error, with an empty path', () => {
    const Mute = new t.Type<never, never, unknown>(
      'Mute',
      (u): u is never => false,
      () => t.failures([]),
      (a) => a,
    );
    expect(decode(Mute, 1)).toEqual(E.left({ kind: 'decode', message: 'Unexpected Mute: ', path: '' }));
  });

  it('formatValidationErrors: an error without context reads (root) and "value"', () => {
    expect(formatValidationErrors([{ value: 1, context: [] }])).toEqual(['(root): expected value, got 1']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type HomePrice,
  homePriceOf,
  homePriceShort,
  homePriceWords,
  nightsWords,
  type StayPrice,
} from '../../../src/core/catalog/home-price.rule.js';
import { c, centsArb } from '../pricing/arbitraries.js';

const priced = (total: number, nights: number): StayPrice => ({ status: 'priced', total: c(total), nights });

describe("a home's price (card, map marker and the home under the map)", () => {
  it('with dates priced, the all-in total of the stay, whatever the nightly rate', () => {
    expect(homePriceOf(priced(421_000, 7), c(60_000))).toEqual({
      figure: { per: 'stay', amount: 421_000, nights: 7 },
      checking: false,
      why: null,
    });
    expect(homePriceOf(priced(421_000, 7), null).figure).toEqual({ per: 'stay', amount: 421_000, nights: 7 });
  });

  it("without dates, a night at the 'from' rate; nothing when the home has none", () => {
    expect(homePriceOf({ status: 'no-stay' }, c(60_000))).toEqual({
      figure: { per: 'night', amount: 60_000 },
      checking: false,
      why: null,
    });
    expect(homePriceOf({ status: 'no-stay' }, null)).toEqual({ figure: null, checking: false, why: null });
  });

  it("a stay being priced shows the 'from' rate per night meanwhile, and says it is checking", () => {
    expect(homePriceOf({ status: 'pricing' }, c(60_000))).toEqual({
      figure: { per: 'night', amount: 60_000 },
      checking: true,
      why: null,
    });
    expect(homePriceOf({ status: 'pricing' }, null)).toEqual({ figure: null, checking: true, why: null });
  });

  it("a stay the host would not price shows the 'from' rate per night and the host's reason", () => {
    expect(homePriceOf({ status: 'unpriced', message: 'Minimum stay is 5 nights' }, c(60_000))).toEqual({
      figure: { per: 'night', amount: 60_000 },
      checking: false,
      why: 'Minimum stay is 5 nights',
    });
    expect(homePriceOf({ status: 'unpriced', message: null }, null)).toEqual({
      figure: null,
      checking: false,
      why: null,
    });
  });
});

describe("a home's price, said and drawn", () => {
  const total = homePriceOf(priced(421_000, 7), c(60_000));
  const nightly = homePriceOf({ status: 'no-stay' }, c(60_000));

  it('in words, what the figure is: a total for so many nights, or from so much a night', () => {
    expect(homePriceWords(total)).toBe('$4,210 total for 7 nights');
    expect(homePriceWords(homePriceOf(priced(99_950, 1), null))).toBe('$1,000 total for 1 night');
    expect(homePriceWords(nightly)).toBe('from $600 / night');
    expect(homePriceWords(homePriceOf({ status: 'pricing' }, null))).toBe('');
  });

  it("on a marker, the card's own figure in whole dollars; a night's rate marked as such", () => {
    expect(homePriceShort(total)).toBe('$4,210');
    expect(homePriceShort(homePriceOf(priced(85_000, 2), null))).toBe('$850');
    expect(homePriceShort(homePriceOf(priced(84_950, 2), null))).toBe('$850'); // whole dollars, as on the card
    expect(homePriceShort(nightly)).toBe('From $600');
    // Not rounded to '$1.3K': the card says $1,250, and so does the marker.
    expect(homePriceShort(homePriceOf({ status: 'pricing' }, c(125_000)))).toBe('From $1,250');
    expect(homePriceShort(homePriceOf({ status: 'unpriced', message: 'Too many guests' }, null))).toBeNull();
  });

  it('nights in words', () => {
    expect(nightsWords(1)).toBe('1 night');
    expect(nightsWords(4)).toBe('4 nights');
  });

  const stayArb: fc.Arbitrary<StayPrice> = fc.oneof(
    fc.constant({ status: 'no-stay' as const }),
    fc.constant({ status: 'pricing' as const }),
    fc.record({
      status: fc.constant('priced' as const),
      total: centsArb(),
      nights: fc.integer({ min: 1, max: 60 }),
    }),
    fc.record({ status: fc.constant('unpriced' as const), message: fc.option(fc.string(), { nil: null }) }),
  );

  it('the short label and the words always name the same kind of figure, or both nothing', () => {
    fc.assert(
      fc.property(stayArb, fc.option(centsArb(), { nil: null }), (stay, from) => {
        const price: HomePrice = homePriceOf(stay, from);
        const short = homePriceShort(price);
        const words = homePriceWords(price);
        expect(short === null).toBe(words === '');
        expect(short?.startsWith('From ') ?? false).toBe(words.startsWith('from '));
        expect(words.includes(' total for ')).toBe(stay.status === 'priced');
        if (short === null) return;
        // Exactly the same amount, written the same way.
        const amountOf = (text: string) => /\$[\d,]+/.exec(text)?.[0];
        expect(amountOf(short)).toBe(amountOf(words));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  isPriceEntryMapped,
  type PricingHeaderRef,
  unmappedPriceEntries,
} from '../../../src/core/pricing/price-entry-mapping.rule.js';

const headers: PricingHeaderRef[] = [
  {
    objectId: 'h1',
    configuration: [
      { pricingOptions: [{ objectId: 'o1', configs: [{ objectId: 'c1' }, { objectId: 'c2' }] }] },
      { pricingOptions: [{ objectId: 'o9', configs: [{ objectId: 'c9' }] }] },
    ],
  },
  { objectId: 'h2', configuration: [] },
];

const entry = (pricingHeaderId: string, pricingOptionId: string, pricingConfigId: string) => ({
  pricingHeaderId,
  pricingOptionId,
  pricingConfigId,
});

describe('price entry mapping', () => {
  it('a price mapping to existing header, option and config is not flagged', () => {
    expect(isPriceEntryMapped(entry('h1', 'o1', 'c1'), headers)).toBe(true);
    expect(isPriceEntryMapped(entry('h1', 'o1', 'c2'), headers)).toBe(true);
  });

  it('a price not mapping to existing header, option and config is flagged', () => {
    expect(isPriceEntryMapped(entry('hx', 'o1', 'c1'), headers)).toBe(false);
    expect(isPriceEntryMapped(entry('h1', 'ox', 'c1'), headers)).toBe(false);
    expect(isPriceEntryMapped(entry('h1', 'o1', 'cx'), headers)).toBe(false);
    expect(isPriceEntryMapped(entry('h2', 'o1', 'c1'), headers)).toBe(false);
    expect(isPriceEntryMapped(entry('h1', 'o1', 'c1'), [])).toBe(false);
  });

  it('only configuration[0] holds the options that count', () => {
    expect(isPriceEntryMapped(entry('h1', 'o9', 'c9'), headers)).toBe(false);
  });

  it('flagged prices are the unmapped ones, in order', () => {
    const entries = [
      entry('h1', 'o1', 'c1'),
      entry('h1', 'o1', 'cx'),
      entry('h2', 'o', 'c'),
      entry('h1', 'o1', 'c2'),
    ];
    expect(unmappedPriceEntries(entries, headers)).toEqual([entries[1], entries[2]]);
  });
});

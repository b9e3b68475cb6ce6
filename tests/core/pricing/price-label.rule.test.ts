import { describe, expect, it } from 'vitest';
import { priceDisplay } from '../../../src/core/pricing/price-label.rule.js';
import { c } from './arbitraries.js';

describe('price label', () => {
  it("label 'total' with taxes once the item has a total", () => {
    expect(priceDisplay({ total: c(10_000), taxes: c(800), startingFrom: c(5000) })).toEqual({
      label: 'total',
      amount: 10_800,
      includesTaxes: true,
    });
    expect(priceDisplay({ total: c(10_000), startingFrom: null })).toEqual({
      label: 'total',
      amount: 10_000,
      includesTaxes: true,
    });
    expect(priceDisplay({ total: c(0), taxes: null, startingFrom: c(5000) })).toEqual({
      label: 'total',
      amount: 0,
      includesTaxes: true,
    });
  });

  it("label 'from' with starting-from price without taxes", () => {
    expect(priceDisplay({ total: null, taxes: c(800), startingFrom: c(5000) })).toEqual({
      label: 'from',
      amount: 5000,
      includesTaxes: false,
    });
    expect(priceDisplay({ total: undefined, startingFrom: c(0) })).toEqual({
      label: 'from',
      amount: 0,
      includesTaxes: false,
    });
  });

  it('label: nothing without a total or a starting-from price', () => {
    expect(priceDisplay({ total: null, startingFrom: null })).toBeUndefined();
    expect(priceDisplay({ total: undefined, startingFrom: undefined })).toBeUndefined();
  });
});

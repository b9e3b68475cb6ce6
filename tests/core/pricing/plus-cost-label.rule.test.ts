import { describe, expect, it } from 'vitest';
import { appliesPlusCostLabel, plusCostLabel } from '../../../src/core/pricing/plus-cost-label.rule.js';

const flat = { fixedRate: 50, plusCostLabel: '+ gratuity' };

describe('plus-cost label', () => {
  it('plus-cost label applies with exactly one item price, one pricing option and a flat-rate config', () => {
    const input = { itemPrices: [{}], pricingOptions: [{}], config: flat };
    expect(appliesPlusCostLabel(input)).toBe(true);
    expect(plusCostLabel(input)).toBe('+ gratuity');
  });

  it('plus-cost label: not with zero or two item prices', () => {
    expect(appliesPlusCostLabel({ itemPrices: [], pricingOptions: [{}], config: flat })).toBe(false);
    expect(appliesPlusCostLabel({ itemPrices: [{}, {}], pricingOptions: [{}], config: flat })).toBe(false);
  });

  it('plus-cost label: not with zero or two pricing options', () => {
    expect(appliesPlusCostLabel({ itemPrices: [{}], pricingOptions: [], config: flat })).toBe(false);
    expect(appliesPlusCostLabel({ itemPrices: [{}], pricingOptions: [{}, {}], config: flat })).toBe(false);
  });

  it('plus-cost label: not with a config that is not flat rate', () => {
    const input = { itemPrices: [{}], pricingOptions: [{}], config: { ...flat, rateBasis: 'hour' } };
    expect(appliesPlusCostLabel(input)).toBe(false);
    expect(plusCostLabel(input)).toBeUndefined();
  });

  it('plus-cost label: no text when the config has none', () => {
    const one = { itemPrices: [{}], pricingOptions: [{}] };
    expect(plusCostLabel({ ...one, config: { fixedRate: 5000, plusCostLabel: '' } })).toBeUndefined();
    expect(plusCostLabel({ ...one, config: { fixedRate: 5000, plusCostLabel: null } })).toBeUndefined();
    expect(plusCostLabel({ ...one, config: { fixedRate: 5000 } })).toBeUndefined();
  });
});

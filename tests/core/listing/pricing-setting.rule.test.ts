import { describe, expect, it } from 'vitest';
import { isInstantPricing, PRICING_SETTINGS } from '../../../src/core/listing/pricing-setting.rule.js';

describe('pricing settings', () => {
  it('pricing settings: the exact strings the host sends', () => {
    expect(PRICING_SETTINGS).toEqual([
      'Streamline Instant Pricing',
      'Escapia Instant Pricing',
      'Cached Pricing',
      'Average Price',
      'Track Instant Pricing',
      'Expedia Instant Pricing',
    ]);
  });

  it.each([
    ['Streamline Instant Pricing', true],
    ['Escapia Instant Pricing', true],
    ['Cached Pricing', true],
    ['Track Instant Pricing', true],
    ['Expedia Instant Pricing', true],
    ['Average Price', false],
  ])(
    'instant pricing = Streamline, Escapia, Cached, Track, Expedia (not Average Price): %s',
    (setting, expected) => {
      expect(isInstantPricing(setting)).toBe(expected);
    },
  );

  it('instant pricing: unknown or missing settings are not instant', () => {
    for (const setting of ['cached pricing', '', null, undefined])
      expect(isInstantPricing(setting)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { pricingReliabilityWords } from '../../../src/core/listing/pricing-reliability-words.rule.js';

describe("a price's reliability in a guest's words", () => {
  it('says where an exact, expected or estimated price comes from and who settles it', () => {
    expect(pricingReliabilityWords('exact')).toBe("Exact price from the home's booking system");
    expect(pricingReliabilityWords('expected')).toBe(
      'Expected price: it may change slightly before the concierge confirms',
    );
    expect(pricingReliabilityWords('estimated')).toBe(
      'Estimated from average rates: the concierge confirms the final price',
    );
  });

  it('has no words for an unknown price: pricing failed, so there is no price to qualify', () => {
    expect(pricingReliabilityWords('unknown')).toBeNull();
  });

  it('keeps each wording short enough to read at a glance', () => {
    for (const reliability of ['exact', 'expected', 'estimated'] as const) {
      expect(pricingReliabilityWords(reliability)?.length).toBeLessThanOrEqual(80);
    }
  });
});

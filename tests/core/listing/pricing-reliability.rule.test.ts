import { describe, expect, it } from 'vitest';
import {
  compareReliability,
  isAtLeastAsReliable,
  PRICING_RELIABILITY_ORDER,
  type PricingReliability,
  reliabilityRank,
} from '../../../src/core/listing/pricing-reliability.rule.js';

describe('instant pricing reliability', () => {
  it('reliability order unknown, estimated, expected, exact', () => {
    expect(PRICING_RELIABILITY_ORDER).toEqual(['unknown', 'estimated', 'expected', 'exact']);
    expect(
      ['unknown', 'estimated', 'expected', 'exact'].map((r) => reliabilityRank(r as PricingReliability)),
    ).toEqual([0, 1, 2, 3]);
  });

  it('reliability order: sorting by it puts the weakest first', () => {
    const shuffled: PricingReliability[] = ['exact', 'unknown', 'expected', 'estimated'];
    expect([...shuffled].sort(compareReliability)).toEqual(['unknown', 'estimated', 'expected', 'exact']);
    expect(compareReliability('expected', 'expected')).toBe(0);
    expect(compareReliability('exact', 'estimated')).toBeGreaterThan(0);
  });

  it('reliability order: at least as reliable includes equal', () => {
    expect(isAtLeastAsReliable('exact', 'exact')).toBe(true);
    expect(isAtLeastAsReliable('exact', 'expected')).toBe(true);
    expect(isAtLeastAsReliable('expected', 'exact')).toBe(false);
    expect(isAtLeastAsReliable('unknown', 'estimated')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isFlatRate } from '../../../src/core/pricing/flat-rate.rule.js';

describe('flat rate', () => {
  it('flat rate: fixed rate, no rate, no rate basis', () => {
    expect(isFlatRate({ fixedRate: 50 })).toBe(true);
    expect(isFlatRate({ fixedRate: 1, rate: null, rateBasis: null })).toBe(true);
    expect(isFlatRate({ fixedRate: 0, rate: undefined, rateBasis: undefined })).toBe(true);
  });

  it('flat rate: not without a fixed rate', () => {
    expect(isFlatRate({})).toBe(false);
    expect(isFlatRate({ fixedRate: null })).toBe(false);
    expect(isFlatRate({ fixedRate: undefined, rate: null, rateBasis: null })).toBe(false);
  });

  it('flat rate: not with a rate or a rate basis, even a zero rate', () => {
    expect(isFlatRate({ fixedRate: 50, rate: 10 })).toBe(false);
    expect(isFlatRate({ fixedRate: 50, rate: 0 })).toBe(false);
    expect(isFlatRate({ fixedRate: 50, rateBasis: 'hour' })).toBe(false);
    expect(isFlatRate({ fixedRate: 50, rateBasis: '' })).toBe(false);
  });
});

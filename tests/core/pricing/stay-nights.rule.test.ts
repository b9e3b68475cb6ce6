import { describe, expect, it } from 'vitest';
import { stayNights } from '../../../src/core/pricing/stay-nights.rule.js';

describe('the nights of a stay', () => {
  it('counts nights from check-in to check-out, across a month', () => {
    expect(stayNights({ startDate: '2030-04-01', endDate: '2030-04-05' })).toBe(4);
    expect(stayNights({ startDate: '2030-03-30', endDate: '2030-04-02' })).toBe(3);
  });
});

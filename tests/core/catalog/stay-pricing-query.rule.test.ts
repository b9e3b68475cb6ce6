import { describe, expect, it } from 'vitest';
import { stayDatesOf, stayPricingQueryOf } from '../../../src/core/catalog/stay-pricing-query.rule.js';

describe('the stay a home is priced for', () => {
  it('has dates only when both are known and in order', () => {
    expect(stayDatesOf({ startDate: '2030-04-01', endDate: '2030-04-05' })).toEqual({
      startDate: '2030-04-01',
      endDate: '2030-04-05',
    });
    expect(stayDatesOf({ startDate: '2030-04-01' })).toBeNull();
    expect(stayDatesOf({ endDate: '2030-04-05' })).toBeNull();
    expect(stayDatesOf({ startDate: '2030-04-05', endDate: '2030-04-05' })).toBeNull();
    expect(stayDatesOf({ startDate: '2030-04-05', endDate: '2030-04-01' })).toBeNull();
  });

  it('asks for at least one adult, and none of the other guests unless the search has them', () => {
    expect(stayPricingQueryOf({ startDate: '2030-04-01', endDate: '2030-04-05' })).toEqual({
      startDate: '2030-04-01',
      endDate: '2030-04-05',
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      petCount: 0,
    });
    expect(
      stayPricingQueryOf({
        startDate: '2030-04-01',
        endDate: '2030-04-05',
        adultCount: 3,
        childCount: 2,
        infantCount: 1,
        petCount: 1,
      }),
    ).toMatchObject({ adultCount: 3, childCount: 2, infantCount: 1, petCount: 1 });
    expect(stayPricingQueryOf({ adultCount: 2 })).toBeNull();
  });
});

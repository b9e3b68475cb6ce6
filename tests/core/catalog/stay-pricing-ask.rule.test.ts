import { describe, expect, it } from 'vitest';
import { stayPricingRefusal } from '../../../src/core/catalog/stay-pricing-ask.rule.js';

describe('which search matches are worth an instant-price ask', () => {
  it('asks for an exact match, and for a near match that misses only what the price ignores', () => {
    expect(stayPricingRefusal(undefined, { petCount: 0 })).toBeNull();
    expect(stayPricingRefusal(null, { petCount: 2 })).toBeNull();
    expect(stayPricingRefusal([], { petCount: 1 })).toBeNull();
    expect(
      stayPricingRefusal(['amenities', 'minRooms', 'keywords', 'isInstantBooking'], { petCount: 0 }),
    ).toBeNull();
  });

  it('does not ask for a home too small for the party', () => {
    expect(stayPricingRefusal(['guests'], { petCount: 0 })).toBe('Sleeps fewer guests than your party');
    expect(stayPricingRefusal(['amenities', ' guests '], { petCount: 0 })).toBe(
      'Sleeps fewer guests than your party',
    );
  });

  it('does not ask for a home without pets when pets come along, but does for a pets filter alone', () => {
    expect(stayPricingRefusal(['petsAllowed'], { petCount: 1 })).toBe('Does not allow pets');
    expect(stayPricingRefusal(['petsAllowed'], { petCount: 0 })).toBeNull();
  });
});

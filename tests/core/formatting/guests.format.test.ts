import { describe, expect, it } from 'vitest';
import { guestsWords } from '../../../src/core/formatting/guests.format.js';

describe('a party in words', () => {
  it('names each kind with its count, singular or plural, leaving out the kinds at 0', () => {
    expect(guestsWords({ adultCount: 2, childCount: 1, infantCount: 0, petCount: 3 })).toBe(
      '2 adults, 1 child, 3 pets',
    );
    expect(guestsWords({ adultCount: 1, infantCount: 2 })).toBe('1 adult, 2 infants');
    expect(guestsWords({ adultCount: null, childCount: 2 })).toBe('2 children');
    expect(guestsWords({})).toBe('');
  });
});

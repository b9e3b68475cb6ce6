import { describe, expect, it } from 'vitest';
import { leadTimeWords } from '../../../src/core/formatting/lead-time.format.js';

describe('a booking lead time in words', () => {
  it.each([
    [24 * 60, '1 day'],
    [48 * 60, '2 days'],
    [36 * 60, '36 hours'],
    [60, '1 hour'],
    [90, '90 minutes'],
    [1, '1 minute'],
  ])('%i minutes reads %s', (minutes, words) => {
    expect(leadTimeWords(minutes)).toBe(words);
  });

  it('says nothing without a lead time worth naming', () => {
    for (const none of [null, undefined, 0, -60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(leadTimeWords(none)).toBe('');
    }
  });
});

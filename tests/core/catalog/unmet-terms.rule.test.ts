import { describe, expect, it } from 'vitest';
import { unmetTermLabels } from '../../../src/core/catalog/unmet-terms.rule.js';

describe('what a near match misses, in words', () => {
  it('names each missed term once, in the order the host gave', () => {
    expect(unmetTermLabels(['petsAllowed', 'minRooms', 'petsAllowed'])).toEqual(['Pets allowed', 'Bedrooms']);
    expect(unmetTermLabels(['guests', 'isInstantBooking', 'amenities', 'minBathrooms'])).toEqual([
      'Room for all guests',
      'Instant booking',
      'Amenities',
      'Bathrooms',
    ]);
  });

  it('shows a term it has no words for by its name, and skips blanks', () => {
    expect(unmetTermLabels(['somethingNew', ' ', 'eventsAllowed'])).toEqual([
      'somethingNew',
      'Events allowed',
    ]);
    expect(unmetTermLabels(['toString', 'constructor'])).toEqual(['toString', 'constructor']);
  });

  it('nothing missed, or nothing said: no words', () => {
    expect(unmetTermLabels([])).toEqual([]);
    expect(unmetTermLabels(null)).toEqual([]);
    expect(unmetTermLabels(undefined)).toEqual([]);
  });
});

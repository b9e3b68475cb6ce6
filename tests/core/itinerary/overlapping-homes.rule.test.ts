import { describe, expect, it } from 'vitest';
import {
  overlappingHomes,
  overlapWords,
  type StayOnTrip,
} from '../../../src/core/itinerary/overlapping-homes.rule.js';

const home = (id: string, status: StayOnTrip['status'], checkIn: string | null, checkOut: string | null) => ({
  id,
  name: `Home ${id}`,
  status,
  checkIn,
  checkOut,
});

describe('homes on one trip whose nights overlap (overlapping-homes.rule)', () => {
  it('flags each home sharing a night, naming the most settled one as meant to stay', () => {
    const flags = overlappingHomes([
      home('a', 'saved_for_later', '2031-02-01', '2031-02-08'),
      home('b', 'approved', '2031-02-03', '2031-02-10'),
      home('c', 'draft', '2031-02-10', '2031-02-12'),
    ]);
    expect(flags.get('a')).toEqual({ keeperId: 'b', keeperName: 'Home b', others: ['b'] });
    expect(flags.get('b')).toEqual({ keeperId: 'b', keeperName: 'Home b', others: ['a'] });
    // c starts the day b ends: no night shared.
    expect(flags.has('c')).toBe(false);
  });

  it('of equal standing the first listed stays; homes without dates or gone overlap nothing', () => {
    const flags = overlappingHomes([
      home('a', 'draft', '2031-02-01', '2031-02-08'),
      home('b', 'draft', '2031-02-01', '2031-02-08'),
      home('c', 'canceled', '2031-02-01', '2031-02-08'),
      home('d', 'draft', null, null),
    ]);
    expect(flags.get('b')?.keeperId).toBe('a');
    expect(flags.get('a')?.keeperId).toBe('a');
    expect([flags.has('c'), flags.has('d')]).toEqual([false, false]);
  });

  it('says which home stays, in words', () => {
    const flags = overlappingHomes([
      home('a', 'booked', '2031-02-01T00:00:00.000Z', '2031-02-08T00:00:00.000Z'),
      home('b', 'draft', '2031-02-05T00:00:00.000Z', '2031-02-09T00:00:00.000Z'),
    ]);
    const name = (id: string) => `Home ${id}`;
    expect(overlapWords('b', flags.get('b')!, name)).toBe(
      'Same nights as Home a. Home a is the home meant to stay; remove this one or change its dates.',
    );
    expect(overlapWords('a', flags.get('a')!, name)).toMatch(
      /^Same nights as Home b\. This is the home meant to stay/,
    );
  });
});

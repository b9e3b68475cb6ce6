import { describe, expect, it } from 'vitest';
import {
  dayOf,
  guestCount,
  guestCountsOf,
  guestCountsProblem,
  stayDaysOf,
  stayDaysProblem,
} from '../../../src/core/itinerary/listing-stay.rule.js';
import { GUEST_KINDS, GUEST_LIMITS } from '../../../src/core/listing/guest-limits.rule.js';
import { listingItem } from '../booking/reserve-fixtures.js';

const party = { adultCount: 2, childCount: 1, infantCount: 0, petCount: 1 };

describe("a home's stay as the guest edits it", () => {
  it("reads the guest's check-in and check-out as days, else the trip's, else none", () => {
    expect(stayDaysOf(listingItem)).toEqual({ checkIn: '2026-02-07', checkOut: '2026-02-14' });
    expect(
      stayDaysOf({
        ...listingItem,
        checkInDate: null,
        checkOutDate: undefined,
        startDate: '2026-03-01T00:00:00.000Z',
        endDate: '2026-03-05T00:00:00.000Z',
      }),
    ).toEqual({ checkIn: '2026-03-01', checkOut: '2026-03-05' });
    expect(
      stayDaysOf({ ...listingItem, checkInDate: null, checkOutDate: null, startDate: null, endDate: null }),
    ).toEqual({ checkIn: '', checkOut: '' });
  });

  it("today is the guest's own day", () => {
    const now = new Date(2030, 0, 2, 23, 30); // local time, late in the day
    expect(dayOf(now)).toBe('2030-01-02');
  });

  it('reads the party with every count in bounds; a party without an adult starts with one', () => {
    expect(guestCountsOf(listingItem)).toEqual({ adultCount: 4, childCount: 2, infantCount: 0, petCount: 1 });
    expect(
      guestCountsOf({
        ...listingItem,
        adultCount: 0,
        childCount: null,
        infantCount: undefined,
        petCount: 99,
      }),
    ).toEqual({ adultCount: 1, childCount: 0, infantCount: 0, petCount: GUEST_LIMITS.petCount });
  });

  it('a count is whole and within its bounds, whatever was typed', () => {
    expect(guestCount('adultCount', 0)).toBe(1);
    expect(guestCount('childCount', -3)).toBe(0);
    expect(guestCount('childCount', 2.6)).toBe(3);
    expect(guestCount('adultCount', 1000)).toBe(GUEST_LIMITS.adultCount);
    expect(guestCount('petCount', Number.NaN)).toBe(0);
    expect(guestCount('adultCount', Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('what the guest chose, checked before the host is asked', () => {
  const today = '2030-01-02';

  it('days: both, real, from today on, check-out after check-in', () => {
    expect(stayDaysProblem({ checkIn: '2030-01-02', checkOut: '2030-01-03' }, today)).toBeNull();
    expect(stayDaysProblem({ checkIn: '', checkOut: '2030-01-03' }, today)).toBe(
      'Please choose a check-in date.',
    );
    expect(stayDaysProblem({ checkIn: '2030-01-02', checkOut: '' }, today)).toBe(
      'Please choose a check-out date.',
    );
    expect(stayDaysProblem({ checkIn: '2030-02-30', checkOut: '2030-03-03' }, today)).toBe(
      'The check-in date is not a date. Please choose it again.',
    );
    expect(stayDaysProblem({ checkIn: '2030-02-03', checkOut: '<script>' }, today)).toBe(
      'The check-out date is not a date. Please choose it again.',
    );
    expect(stayDaysProblem({ checkIn: '2030-01-02T10:00', checkOut: '2030-01-05' }, today)).toBe(
      'The check-in date is not a date. Please choose it again.',
    );
    expect(stayDaysProblem({ checkIn: '2030-01-01', checkOut: '2030-01-05' }, today)).toBe(
      'The check-in date has passed. Please choose new dates.',
    );
    expect(stayDaysProblem({ checkIn: '2030-01-05', checkOut: '2030-01-05' }, today)).toBe(
      'The check-out date must be after the check-in date.',
    );
    expect(stayDaysProblem({ checkIn: '2030-01-05', checkOut: '2030-01-04' }, today)).toBe(
      'The check-out date must be after the check-in date.',
    );
  });

  it('guests: whole counts within bounds and at least one adult', () => {
    expect(guestCountsProblem(party)).toBeNull();
    expect(guestCountsProblem({ ...party, adultCount: 0 })).toBe(
      'At least one adult must be on the stay. Please add an adult.',
    );
    expect(guestCountsProblem({ ...party, childCount: 1.5 })).toBe(
      'The number of children must be a whole number.',
    );
    expect(guestCountsProblem({ ...party, infantCount: -1 })).toBe(
      'The number of infants must be a whole number.',
    );
    expect(guestCountsProblem({ ...party, petCount: GUEST_LIMITS.petCount + 1 })).toBe(
      `Please choose at most ${GUEST_LIMITS.petCount} pets.`,
    );
    for (const kind of GUEST_KINDS) {
      expect(guestCountsProblem({ ...party, [kind]: GUEST_LIMITS[kind] })).toBeNull();
      expect(guestCountsProblem({ ...party, [kind]: GUEST_LIMITS[kind] + 1 })).toMatch(
        /^Please choose at most/,
      );
    }
  });
});

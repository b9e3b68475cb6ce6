import { describe, expect, it } from 'vitest';
import type { ItinerarySummary } from '../../../src/core/itinerary/itinerary-summary.entity.js';
import {
  defaultQuantity,
  tripDaysOf,
  whenFromTrip,
  widensTripNote,
} from '../../../src/core/itinerary/service-trip-days.rule.js';
import { NO_WHEN } from '../../../src/core/service/service-when.rule.js';
import { itinerarySummarySample } from '../arbitraries/samples.js';

const trip = {
  ...itinerarySummarySample,
  arrivalDate: { iso: '2030-01-10T00:00:00.000Z' },
  departureDate: { iso: '2030-01-15T00:00:00.000Z' },
} as ItinerarySummary;
const days = { startDay: '2030-01-10', endDay: '2030-01-15' };

describe("a service's days against its trip", () => {
  it("reads the trip's days, and says when a chosen day lies outside them", () => {
    expect(tripDaysOf(trip)).toEqual(days);
    expect(tripDaysOf(null)).toBeNull();
    expect(widensTripNote(days, { ...NO_WHEN, startDay: '2030-01-12' })).toBeNull();
    expect(widensTripNote(days, { ...NO_WHEN, startDay: '2030-01-20' })).toMatch(
      /^Your trip runs Thursday, January 10, 2030 to Tuesday, January 15, 2030: .*widen/,
    );
  });

  it("fills the when from the trip's first open day, the whole trip for a range, and never over a choice", () => {
    expect(whenFromTrip(days, NO_WHEN, { earliestDay: '2030-01-12' })).toEqual({
      ...NO_WHEN,
      startDay: '2030-01-12',
    });
    expect(whenFromTrip(days, NO_WHEN, { earliestDay: '2030-01-01', dateFieldType: 'Date Range' })).toEqual({
      ...NO_WHEN,
      ...days,
    });
    expect(whenFromTrip(days, NO_WHEN, { earliestDay: '2030-01-16' })).toBeNull();
    expect(
      whenFromTrip(days, { ...NO_WHEN, startDay: '2030-01-11' }, { earliestDay: '2030-01-01' }),
    ).toBeNull();
  });

  it('counts one per day of a daily range, else one', () => {
    expect(defaultQuantity('day', { ...NO_WHEN, ...days })).toBe(5);
    expect(defaultQuantity('hour', { ...NO_WHEN, ...days })).toBe(1);
    expect(defaultQuantity('day', { ...NO_WHEN, startDay: '2030-01-10' })).toBe(1);
  });
});

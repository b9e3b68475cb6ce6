import { describe, expect, it } from 'vitest';
import { tripForService } from '../../../src/core/itinerary/trip-for-service.rule.js';

const trip = (objectId: string, market: string, arrival: string, departure: string) => ({
  objectId,
  market: { objectId: market },
  arrivalDate: { iso: `${arrival}T00:00:00.000Z` },
  departureDate: { iso: `${departure}T00:00:00.000Z` },
});

describe('the trip a service from the catalog joins (trip-for-service.rule)', () => {
  const trips = [
    trip('early', 'aspen', '2031-02-01', '2031-02-10'),
    trip('late', 'aspen', '2031-02-08', '2031-02-20'),
    trip('elsewhere', 'tahoe', '2031-02-01', '2031-02-28'),
  ] as never[];

  it('takes the trip of the market whose dates meet, the one arriving last', () => {
    expect(tripForService(trips, 'aspen', { startDay: '2031-02-09', endDay: '2031-02-09' })).toMatchObject({
      objectId: 'late',
    });
    expect(tripForService(trips, 'aspen', { startDay: '2031-02-02', endDay: '2031-02-03' })).toMatchObject({
      objectId: 'early',
    });
  });

  it('answers none when no trip of the market meets the dates', () => {
    expect(tripForService(trips, 'aspen', { startDay: '2031-03-02', endDay: '2031-03-02' })).toBeNull();
    expect(tripForService(trips, 'vail', { startDay: '2031-02-02', endDay: '2031-02-02' })).toBeNull();
  });

  it('takes the market’s trip arriving last for a booking without a date', () => {
    expect(tripForService(trips, 'aspen', null)).toMatchObject({ objectId: 'late' });
  });

  it('finds the trip when the catalog’s address names the market by its slug (issue 28 item 2)', () => {
    const skiWeek = {
      objectId: 'ski-week',
      market: { objectId: 'm-0001', slug: 'rocky-mountains' },
      arrivalDate: { iso: '2031-02-01T00:00:00.000Z' },
      departureDate: { iso: '2031-02-08T00:00:00.000Z' },
    } as never;
    const days = { startDay: '2031-02-03', endDay: '2031-02-03' };
    expect(tripForService([skiWeek], 'rocky-mountains', days)).toBe(skiWeek);
    expect(tripForService([skiWeek], 'm-0001', days)).toBe(skiWeek);
    expect(tripForService([skiWeek], 'southeast-coast', days)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { homeTripOf } from '../../../src/core/booking/home-trip.rule.js';
import { isNewTrip } from '../../../src/core/booking/listing-booking-gateway.port.js';
import { formatDate } from '../../../src/core/formatting/date.format.js';
import { coveringTrip, stayDays } from '../../../src/core/itinerary/covering-trip.rule.js';
import { NEW_TRIP, tripChoiceOf, tripOptions } from '../../../src/core/itinerary/trip-choice.rule.js';

const trip = (objectId: string, market: string, arrival: string, departure: string) => ({
  objectId,
  market: { objectId: market },
  arrivalDate: { iso: `${arrival}T00:00:00.000Z` },
  departureDate: { iso: `${departure}T00:00:00.000Z` },
});

describe('the trip a service from the catalog joins (covering-trip.rule)', () => {
  const trips = [
    trip('early', 'aspen', '2031-02-01', '2031-02-10'),
    trip('late', 'aspen', '2031-02-08', '2031-02-20'),
    trip('elsewhere', 'tahoe', '2031-02-01', '2031-02-28'),
  ] as never[];

  it('takes the trip of the market whose dates meet, the one arriving last', () => {
    expect(coveringTrip(trips, 'aspen', { startDay: '2031-02-09', endDay: '2031-02-09' })).toMatchObject({
      objectId: 'late',
    });
    expect(coveringTrip(trips, 'aspen', { startDay: '2031-02-02', endDay: '2031-02-03' })).toMatchObject({
      objectId: 'early',
    });
  });

  it('answers none when no trip of the market meets the dates', () => {
    expect(coveringTrip(trips, 'aspen', { startDay: '2031-03-02', endDay: '2031-03-02' })).toBeNull();
    expect(coveringTrip(trips, 'vail', { startDay: '2031-02-02', endDay: '2031-02-02' })).toBeNull();
  });

  it('takes the market’s trip arriving last for a booking without a date', () => {
    expect(coveringTrip(trips, 'aspen', null)).toMatchObject({ objectId: 'late' });
  });

  it('finds the trip when the catalog’s address names the market by its slug (issue 28 item 2)', () => {
    const skiWeek = {
      objectId: 'ski-week',
      market: { objectId: 'm-0001', slug: 'rocky-mountains' },
      arrivalDate: { iso: '2031-02-01T00:00:00.000Z' },
      departureDate: { iso: '2031-02-08T00:00:00.000Z' },
    } as never;
    const days = { startDay: '2031-02-03', endDay: '2031-02-03' };
    expect(coveringTrip([skiWeek], 'rocky-mountains', days)).toBe(skiWeek);
    expect(coveringTrip([skiWeek], 'm-0001', days)).toBe(skiWeek);
    expect(coveringTrip([skiWeek], 'southeast-coast', days)).toBeNull();
  });
});

describe('the trips a booking from the catalog may go on (trip-choice.rule)', () => {
  const trip = (objectId: string, name: string, market: string, arrival: string, departure: string) => ({
    objectId,
    itineraryName: name,
    market: { objectId: market, slug: market },
    arrivalDate: { iso: `${arrival}T00:00:00.000Z` },
    departureDate: { iso: `${departure}T00:00:00.000Z` },
  });
  const trips = [
    trip('spring', 'Spring break', 'aspen', '2031-03-20', '2031-03-27'),
    trip('ski', 'Ski week', 'aspen', '2031-02-01', '2031-02-08'),
    trip('beach', 'Beach week', 'coast', '2031-02-01', '2031-02-08'),
  ] as never[];
  const days = { startDay: '2031-02-03', endDay: '2031-02-03' };

  it('offers the trip covering the days first and chosen, the market’s others, then a new trip', () => {
    const { options, value } = tripOptions(trips, 'aspen', days, null);
    expect(options.map((option) => option.value)).toEqual(['ski', 'spring', NEW_TRIP]);
    expect(options[0]?.label).toBe(
      'Ski week, Saturday, February 1, 2031 – Saturday, February 8, 2031 (covers your dates)',
    );
    expect(options.at(-1)?.label).toBe('A new trip');
    expect(value).toBe('ski');
  });

  it('keeps the guest’s pick while offered; with no trip covering the days, a new one is chosen', () => {
    expect(tripOptions(trips, 'aspen', days, 'spring').value).toBe('spring');
    expect(tripOptions(trips, 'aspen', days, 'beach').value).toBe('ski');
    expect(tripOptions(trips, 'aspen', { startDay: '2031-05-01', endDay: '2031-05-01' }, null).value).toBe(
      NEW_TRIP,
    );
    expect(tripChoiceOf(NEW_TRIP)).toEqual({ kind: 'new' });
    expect(tripChoiceOf('ski')).toEqual({ kind: 'trip', itineraryId: 'ski' });
  });

  it('prints a trip’s days as the zoned date library does in UTC, without loading it', () => {
    for (const [arrival, departure] of [
      ['2031-02-01T23:30:00-05:00', '2031-02-08T00:30:00+02:00'],
      ['2031-02-01T12:00:00', '2031-02-08'],
      ['0999-12-31T23:59:59.999Z', '2032-02-29T00:00:00Z'],
    ] as const) {
      const [option] = tripOptions(
        [
          {
            objectId: 'x',
            itineraryName: 'X',
            market: { objectId: 'aspen' },
            arrivalDate: { iso: arrival },
            departureDate: { iso: departure },
          },
        ] as never[],
        'aspen',
        { startDay: '2040-01-01', endDay: '2040-01-01' },
        null,
      ).options;
      expect(option?.label).toBe(
        `X, ${formatDate(arrival, 'longDateUnpadded')} – ${formatDate(departure, 'longDateUnpadded')}`,
      );
    }
    const [unreadable] = tripOptions(
      [
        {
          objectId: 'x',
          itineraryName: 'X',
          market: { objectId: 'aspen' },
          arrivalDate: { iso: 'soon' },
          departureDate: { iso: '2031-02-08' },
        },
      ] as never[],
      'aspen',
      { startDay: '2040-01-01', endDay: '2040-01-01' },
      null,
    ).options;
    expect(unreadable?.label).toBe('X');
  });
});

describe('a home’s stay and the trip it joins (covering-trip.rule, home-trip.rule)', () => {
  const skiWeek = trip('ski', 'aspen', '2031-02-01', '2031-02-08') as never;

  it('reads a stay as its days once both dates are chosen', () => {
    expect(stayDays('2031-02-06', '2031-02-10')).toEqual({ startDay: '2031-02-06', endDay: '2031-02-10' });
    expect(stayDays('2031-02-06T00:00:00.000Z', '2031-02-10')).toEqual({
      startDay: '2031-02-06',
      endDay: '2031-02-10',
    });
    expect(stayDays('2031-02-06', null)).toBeNull();
    expect(stayDays(null, null)).toBeNull();
  });

  it('covers a stay that overlaps or touches the trip, not one after it', () => {
    expect(coveringTrip([skiWeek], 'aspen', stayDays('2031-02-06', '2031-02-10'))).toBe(skiWeek);
    expect(coveringTrip([skiWeek], 'aspen', stayDays('2031-02-08', '2031-02-12'))).toBe(skiWeek);
    expect(coveringTrip([skiWeek], 'aspen', stayDays('2031-02-09', '2031-02-12'))).toBeNull();
  });

  it('puts the stay on the page’s trip, else the chosen one, a new one, or leaves the pick to the host', () => {
    expect(homeTripOf('page', { kind: 'new' })).toEqual({ itineraryId: 'page', itemId: null });
    expect(homeTripOf(null, { kind: 'trip', itineraryId: 'ski' })).toEqual({
      itineraryId: 'ski',
      itemId: null,
    });
    const fresh = homeTripOf(null, { kind: 'new' });
    expect(fresh).toEqual({ newTrip: true });
    expect(isNewTrip(fresh)).toBe(true);
    expect(isNewTrip({ itineraryId: 'ski', itemId: null })).toBe(false);
    expect(homeTripOf(null, { kind: 'covering' })).toBeNull();
    expect(isNewTrip(null)).toBe(false);
  });

  it('offers a home’s stay the trip covering it first, chosen, as for a service', () => {
    const spring = trip('spring', 'aspen', '2031-03-20', '2031-03-27') as never;
    const { options, value } = tripOptions(
      [spring, skiWeek],
      'aspen',
      stayDays('2031-02-06', '2031-02-10'),
      null,
    );
    expect(options.map((option) => option.value)).toEqual(['ski', 'spring', NEW_TRIP]);
    expect(value).toBe('ski');
    expect(tripOptions([spring], 'aspen', stayDays('2031-02-06', '2031-02-10'), null).value).toBe(NEW_TRIP);
  });
});

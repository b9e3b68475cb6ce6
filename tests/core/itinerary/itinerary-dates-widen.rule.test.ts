import { describe, expect, it } from 'vitest';
import {
  widenItineraryDates,
  widensItineraryDates,
} from '../../../src/core/itinerary/itinerary-dates-widen.rule.js';

const itinerary = { arrivalDate: '2025-06-10T00:00:00Z', departureDate: '2025-06-20T00:00:00Z' };

describe('itinerary date widening', () => {
  it('item inside the itinerary dates changes nothing', () => {
    const item = { startDate: '2025-06-12T00:00:00Z', endDate: '2025-06-14T00:00:00Z' };
    expect(widenItineraryDates(itinerary, item)).toEqual(itinerary);
    expect(widensItineraryDates(itinerary, item)).toBe(false);
  });

  it('item on exactly the arrival and departure dates changes nothing', () => {
    const item = { startDate: '2025-06-10T00:00:00.000Z', endDate: '2025-06-20T00:00:00.000Z' };
    expect(widenItineraryDates(itinerary, item)).toEqual(itinerary);
  });

  it('item starting before arrival widens the arrival', () => {
    const item = { startDate: '2025-06-08T00:00:00Z', endDate: '2025-06-12T00:00:00Z' };
    expect(widenItineraryDates(itinerary, item)).toEqual({
      arrivalDate: '2025-06-08T00:00:00Z',
      departureDate: '2025-06-20T00:00:00Z',
    });
    expect(widensItineraryDates(itinerary, item)).toBe(true);
  });

  it('item ending after departure widens the departure', () => {
    const item = { startDate: '2025-06-18T00:00:00Z', endDate: '2025-06-22T00:00:00Z' };
    expect(widenItineraryDates(itinerary, item)).toEqual({
      arrivalDate: '2025-06-10T00:00:00Z',
      departureDate: '2025-06-22T00:00:00Z',
    });
    expect(widensItineraryDates(itinerary, item)).toBe(true);
  });

  it('item spanning both ends widens both', () => {
    const item = { startDate: '2025-06-01T00:00:00Z', endDate: '2025-06-30T00:00:00Z' };
    expect(widenItineraryDates(itinerary, item)).toEqual({
      arrivalDate: '2025-06-01T00:00:00Z',
      departureDate: '2025-06-30T00:00:00Z',
    });
  });

  it('a single-day item after departure uses its start as its end', () => {
    expect(widenItineraryDates(itinerary, { startDate: '2025-06-25T00:00:00Z', endDate: null })).toEqual({
      arrivalDate: '2025-06-10T00:00:00Z',
      departureDate: '2025-06-25T00:00:00Z',
    });
    expect(widenItineraryDates(itinerary, { startDate: '2025-06-05T00:00:00Z' })).toEqual({
      arrivalDate: '2025-06-05T00:00:00Z',
      departureDate: '2025-06-20T00:00:00Z',
    });
  });

  it('an itinerary without dates takes the item dates', () => {
    const item = { startDate: '2025-06-01T00:00:00Z', endDate: '2025-06-03T00:00:00Z' };
    expect(widenItineraryDates({ arrivalDate: null, departureDate: null }, item)).toEqual({
      arrivalDate: '2025-06-01T00:00:00Z',
      departureDate: '2025-06-03T00:00:00Z',
    });
  });

  it('unreadable item dates leave the itinerary as it is', () => {
    expect(widenItineraryDates(itinerary, { startDate: 'nope', endDate: '2025-06-30T00:00:00Z' })).toBe(
      itinerary,
    );
    expect(widenItineraryDates(itinerary, { startDate: '2025-06-01T00:00:00Z', endDate: 'nope' })).toBe(
      itinerary,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { Itinerary } from '../../../src/core/itinerary/itinerary.entity.js';
import { ItinerarySummary, itineraryDates } from '../../../src/core/itinerary/itinerary-summary.entity.js';
import { ItineraryUser } from '../../../src/core/itinerary/itinerary-user.entity.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';
import { itinerary } from '../arbitraries/itinerary.js';
import { itineraryItemSample, itinerarySummarySample } from '../arbitraries/samples.js';

describe('Itinerary', () => {
  it('Itinerary: accepts itineraryName, market, user, property, {iso} dates and items', () => {
    const trip = decoded(Itinerary, { ...itinerarySummarySample, items: [itineraryItemSample] });
    expect(trip.itineraryName).toBe('Vail ski week');
    expect(trip.user?.objectId).toBe('usr_7');
    expect(trip.market?.defaultProductLine).toBe('Concierge');
    expect(trip.property?.objectId).toBe('lst_aspen_lodge');
    expect(trip.arrivalDate?.iso).toBe('2026-02-07T00:00:00.000Z');
    expect(trip.items[0]?.status).toBe('quoted');
  });

  it('Itinerary: a bare itinerary needs only its id; items default to none', () => {
    expect(decoded(Itinerary, { objectId: 'itn_1' })).toEqual({ objectId: 'itn_1', items: [] });
  });

  it('Itinerary: null market, user, property and dates are read as absent values', () => {
    const trip = decoded(Itinerary, {
      objectId: 'itn_1',
      market: null,
      user: null,
      property: null,
      arrivalDate: null,
      departureDate: null,
      items: null,
    });
    expect(trip.items).toEqual([]);
    expect(itineraryDates(trip)).toEqual({ arrivalDate: null, departureDate: null });
  });

  it('Itinerary: arrivalDate must be an {iso} object, not a bare string', () => {
    expectRejectedAt(Itinerary, { objectId: 'itn_1', arrivalDate: '2026-02-07' }, 'arrivalDate');
  });

  it('Itinerary: a bad item is named by its index and field', () => {
    expectRejectedAt(
      Itinerary,
      { objectId: 'itn_1', items: [itineraryItemSample, { id: 'x', status: 'lost' }] },
      'items.1.status',
    );
  });

  it('Itinerary: the user objectId must be a string', () => {
    expectRejectedAt(Itinerary, { objectId: 'itn_1', user: { objectId: 7 } }, 'user.objectId');
  });

  it('Itinerary: random JSON never throws through decode', () => {
    expectNeverThrows(Itinerary, itinerary);
  });

  it('Itinerary: decode(encode(x)) equals x over the JSON wire', () => {
    expectRoundTrip(Itinerary, itinerary);
  });
});

describe("Itinerary summary (an item's itinerary)", () => {
  it('Itinerary: itineraryDates reads the {iso} dates as plain strings', () => {
    expect(itineraryDates(decoded(ItinerarySummary, itinerarySummarySample))).toEqual({
      arrivalDate: '2026-02-07T00:00:00.000Z',
      departureDate: '2026-02-14T00:00:00.000Z',
    });
  });

  it('Itinerary: a summary without objectId is refused', () => {
    expectRejectedAt(ItinerarySummary, { itineraryName: 'Trip' }, 'objectId');
  });

  it('Itinerary: a market with a bad default product line names the path', () => {
    expectRejectedAt(
      ItinerarySummary,
      { objectId: 'i', market: { objectId: 'm', defaultProductLine: 'Gold' } },
      'market.defaultProductLine',
    );
  });
});

describe('Itinerary user', () => {
  it('Itinerary: itineraryUser with objectId (full name optional)', () => {
    expect(decoded(ItineraryUser, { objectId: 'usr_7', fullName: 'Ada Guest' })).toEqual({
      objectId: 'usr_7',
      fullName: 'Ada Guest',
    });
    expect(decoded(ItineraryUser, { objectId: 'usr_7' })).toEqual({ objectId: 'usr_7' });
  });

  it('Itinerary: itineraryUser without objectId is refused', () => {
    expectRejectedAt(ItineraryUser, { fullName: 'Ada' }, 'objectId');
  });
});

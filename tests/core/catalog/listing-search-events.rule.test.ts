import { describe, expect, it } from 'vitest';
import {
  LISTING_SEARCH_EVENTS,
  listingFiltersApplied,
  listingOpened,
  listingsMapMoved,
  listingsSearched,
} from '../../../src/core/catalog/listing-search-events.rule.js';

describe('the home search events (listings send their own events)', () => {
  it('a search carries the terms set, nothing undefined, lists copied', () => {
    const amenities = ['Sauna'];
    const event = listingsSearched({
      destination: 'Aspen',
      adultCount: undefined,
      amenities,
      startDate: '2030-04-01',
    });
    amenities.push('Hot tub');
    expect(event).toEqual({
      event: 'Listings Searched',
      properties: { terms: { destination: 'Aspen', amenities: ['Sauna'], startDate: '2030-04-01' } },
    });
  });

  it('filters applied carry only the filters, and how many are on (each amenity counts)', () => {
    expect(
      listingFiltersApplied({
        destination: 'Aspen',
        minRooms: 2,
        amenities: ['Sauna', 'Hot tub'],
        isInstantBooking: true,
        petsAllowed: undefined,
      }),
    ).toEqual({
      event: 'Listings Filters Applied',
      properties: {
        filters: { minRooms: 2, amenities: ['Sauna', 'Hot tub'], isInstantBooking: true },
        filterCount: 4,
      },
    });
    expect(listingFiltersApplied({ destination: 'Aspen' }).properties).toEqual({
      filters: {},
      filterCount: 0,
    });
  });

  it('a home opened carries its id, place and where it was opened from; a map move its box', () => {
    expect(listingOpened('l1', 3, 'partial')).toEqual({
      event: 'Listing Opened',
      properties: { listingId: 'l1', position: 3, from: 'partial' },
    });
    expect(listingsMapMoved({ north: 1, west: 2, south: 0, east: 3 })).toEqual({
      event: 'Listings Map Moved',
      properties: { north: 1, west: 2, south: 0, east: 3 },
    });
  });

  it('names every event once', () => {
    const names = Object.values(LISTING_SEARCH_EVENTS);
    expect(new Set(names).size).toBe(names.length);
  });
});

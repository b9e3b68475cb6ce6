import { describe, expect, it } from 'vitest';
import { searchTermsToQuery } from '../../../src/core/catalog/search-terms-query.rule.js';

describe('search-term serialisation', () => {
  it('search terms omit empty values', () => {
    expect(
      searchTermsToQuery({
        destination: '',
        keywords: '   ',
        startDate: null,
        endDate: undefined,
        categoryIds: [],
        amenities: null,
        adultCount: Number.NaN,
        childCount: Number.POSITIVE_INFINITY,
        petsAllowed: false,
        eventsAllowed: null,
      }),
    ).toStrictEqual({});
  });

  it('search terms: category ids comma-joined', () => {
    expect(searchTermsToQuery({ categoryIds: ['a', 'b', 'c'] })).toStrictEqual({ categoryIds: 'a,b,c' });
    expect(searchTermsToQuery({ categoryIds: ['a', '', ' ', 'c'] })).toStrictEqual({ categoryIds: 'a,c' });
    expect(searchTermsToQuery({ categoryIds: [' '] })).toStrictEqual({});
  });

  it('search terms: amenities comma-joined too (decision: the only way a list fits one parameter)', () => {
    expect(searchTermsToQuery({ amenities: ['pool', 'wifi'] })).toStrictEqual({ amenities: 'pool,wifi' });
  });

  it('search terms: isInstantBooking sent only if not null (false is sent)', () => {
    expect(searchTermsToQuery({ isInstantBooking: false })).toStrictEqual({ isInstantBooking: 'false' });
    expect(searchTermsToQuery({ isInstantBooking: true })).toStrictEqual({ isInstantBooking: 'true' });
    expect(searchTermsToQuery({ isInstantBooking: null })).toStrictEqual({});
  });

  it('search terms: other yes/no filters are sent only when true (decision)', () => {
    expect(searchTermsToQuery({ petsAllowed: true, eventsAllowed: false })).toStrictEqual({
      petsAllowed: 'true',
    });
  });

  it('search terms: numbers are sent as text, 0 included (a map edge on the equator is real)', () => {
    expect(searchTermsToQuery({ adultCount: 2, north: 0, west: -1.5, minBathrooms: 1.5 })).toStrictEqual({
      adultCount: '2',
      north: '0',
      west: '-1.5',
      minBathrooms: '1.5',
    });
  });

  it('search terms: strings are sent as given', () => {
    expect(searchTermsToQuery({ destination: 'Lake Tahoe', startDate: '2030-01-02' })).toStrictEqual({
      destination: 'Lake Tahoe',
      startDate: '2030-01-02',
    });
  });
});

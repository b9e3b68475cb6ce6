import { describe, expect, it } from 'vitest';
import { SearchTerms } from '../../../src/core/catalog/search-terms.entity.js';
import { searchTermsToQuery } from '../../../src/core/catalog/search-terms-query.rule.js';
import { searchTerms } from '../arbitraries/catalog.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';

const terms = {
  destination: 'Vail',
  categoryIds: ['cat_ski', 'cat_luxury'],
  startDate: '2026-02-07',
  endDate: '2026-02-14',
  keywords: 'hot tub',
  adultCount: 4,
  childCount: 2,
  infantCount: 0,
  petCount: 1,
  isInstantBooking: false,
  north: 39.7,
  west: -106.5,
  south: 39.5,
  east: -106.2,
  minRooms: 4,
  minBathrooms: 3.5,
  amenities: ['pool', 'wifi'],
  petsAllowed: true,
  eventsAllowed: null,
};

describe('Search terms', () => {
  it('Search terms: destination, categoryIds, dates, keywords, counts, isInstantBooking, map box, rooms, amenities, pets, events', () => {
    expect(decoded(SearchTerms, terms)).toEqual(terms);
  });

  it('Search terms: no terms at all is a search too', () => {
    expect(decoded(SearchTerms, {})).toEqual({});
  });

  it('Search terms: the decoded terms feed the query rule (SearchTerms)', () => {
    const input: SearchTerms = decoded(SearchTerms, terms);
    expect(searchTermsToQuery(input)).toMatchObject({
      categoryIds: 'cat_ski,cat_luxury',
      isInstantBooking: 'false',
    });
  });

  it('Search terms: category ids must be a list of strings', () => {
    expectRejectedAt(SearchTerms, { categoryIds: 'cat_ski,cat_luxury' }, 'categoryIds');
    expectRejectedAt(SearchTerms, { categoryIds: ['cat_ski', 7] }, 'categoryIds.1');
  });

  it('Search terms: a map edge sent as text is refused at north', () => {
    expectRejectedAt(SearchTerms, { north: '39.7' }, 'north');
  });

  it('Search terms: random JSON never throws through decode', () => {
    expectNeverThrows(SearchTerms, searchTerms);
  });

  it('Search terms: decode(encode(x)) equals x over the JSON wire', () => {
    expectRoundTrip(SearchTerms, searchTerms);
  });
});

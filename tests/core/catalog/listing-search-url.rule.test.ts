import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseListingSearch,
  serialiseListingSearch,
  type UrlSearchTerms,
  withListingSearch,
} from '../../../src/core/catalog/listing-search-url.rule.js';
import { filtersOf, SEARCH_FILTER_KEYS } from '../../../src/core/catalog/search-filters.rule.js';
import { GUEST_LIMITS, type GuestKind } from '../../../src/core/listing/guest-limits.rule.js';

const FULL_QUERY =
  '?listing_destination=Lake%20Tahoe&listing_keywords=ocean%20view&listing_categories=cat-beach,cat-lakes' +
  '&listing_start_date=2030-07-01&listing_end_date=2030-07-08' +
  '&listing_adults=2&listing_children=1&listing_infants=0&listing_pets=1&filter_bedrooms=3&filter_bathrooms=2.5' +
  '&filter_amenities=pool,hot%20tub&filter_pets_allowed=true&filter_events_allowed=false&filter_instant_booking=true' +
  '&listing_north=39.3&listing_west=-120.2&listing_south=38.9&listing_east=-119.8';

const FULL_TERMS: UrlSearchTerms = {
  destination: 'Lake Tahoe',
  keywords: 'ocean view',
  categoryIds: ['cat-beach', 'cat-lakes'],
  startDate: '2030-07-01',
  endDate: '2030-07-08',
  adultCount: 2,
  childCount: 1,
  infantCount: 0,
  petCount: 1,
  minRooms: 3,
  minBathrooms: 2.5,
  amenities: ['pool', 'hot tub'],
  petsAllowed: true,
  eventsAllowed: false,
  isInstantBooking: true,
  north: 39.3,
  west: -120.2,
  south: 38.9,
  east: -119.8,
};

describe('home search URL ↔ search terms (listing_*/filter_*)', () => {
  it('keywords and stay categories live in the address: trimmed, capped at the host’s 200 characters, a list of ids', () => {
    expect(
      parseListingSearch('?listing_keywords=%20%20hot%20tub%20&listing_categories=a,,b,null'),
    ).toStrictEqual({
      keywords: 'hot tub',
      categoryIds: ['a', 'b'],
    });
    expect(parseListingSearch(`?listing_keywords=${'k'.repeat(250)}`).keywords).toHaveLength(200);
    expect(parseListingSearch('?listing_keywords=%20&listing_categories=')).toStrictEqual({});
    const query = withListingSearch('?tab=x', { keywords: 'sauna & view', categoryIds: ['c1', 'c2'] });
    expect(parseListingSearch(query)).toStrictEqual({ keywords: 'sauna & view', categoryIds: ['c1', 'c2'] });
    expect(new URLSearchParams(query).get('tab')).toBe('x');
  });

  it('listing_*/filter_* parameters: every parameter read into its search term', () => {
    expect(parseListingSearch(FULL_QUERY)).toStrictEqual(FULL_TERMS);
  });

  it('listing_*/filter_* parameters: every search term written to its parameter, in a fixed order', () => {
    const params = serialiseListingSearch(FULL_TERMS);
    expect(Object.keys(params)).toStrictEqual([
      'listing_destination',
      'listing_keywords',
      'listing_categories',
      'listing_start_date',
      'listing_end_date',
      'listing_adults',
      'listing_children',
      'listing_infants',
      'listing_pets',
      'filter_bedrooms',
      'filter_bathrooms',
      'filter_amenities',
      'filter_pets_allowed',
      'filter_events_allowed',
      'filter_instant_booking',
      'listing_north',
      'listing_west',
      'listing_south',
      'listing_east',
    ]);
    expect(params.filter_amenities).toBe('pool,hot tub');
    expect(params.filter_events_allowed).toBe('false');
    expect(params.listing_west).toBe('-120.2');
  });

  it('home search parse is tolerant: bad values are dropped, never thrown', () => {
    const query =
      '?listing_destination=%20%20&listing_start_date=2030-02-30&listing_end_date=tomorrow&listing_adults=-1' +
      '&listing_children=1.5&listing_infants=x&listing_pets=&filter_bedrooms=1e3&filter_bathrooms=2.&filter_amenities=,,%20' +
      '&filter_pets_allowed=yes&filter_events_allowed=1&filter_instant_booking=' +
      '&listing_north=91&listing_west=-120&listing_south=38&listing_east=-119';
    expect(parseListingSearch(query)).toStrictEqual({});
    expect(
      parseListingSearch('?listing_north=&listing_west=%20&listing_south=0&listing_east=0'),
    ).toStrictEqual({});
    expect(
      parseListingSearch('?listing_north=1&listing_west=abc&listing_south=0&listing_east=0'),
    ).toStrictEqual({});
    expect(() => parseListingSearch('%%%&&==?')).not.toThrow();
  });

  it("value 'null' removes a param: listing_destination=null is no destination", () => {
    expect(parseListingSearch('?listing_destination=null&filter_amenities=null,pool')).toStrictEqual({
      amenities: ['pool'],
    });
  });

  it('home search parse: bathrooms may be fractional (half baths), bedrooms and guests may not', () => {
    expect(parseListingSearch('?filter_bathrooms=1.25&filter_bedrooms=2')).toStrictEqual({
      minBathrooms: 1.25,
      minRooms: 2,
    });
    expect(parseListingSearch('?filter_bedrooms=2.5&listing_adults=1.5')).toStrictEqual({});
  });

  it('home search parse: a party count beyond its limit (GUEST_LIMITS) is dropped, the limit kept', () => {
    expect(
      parseListingSearch('?listing_adults=30&listing_children=21&listing_infants=10&listing_pets=11'),
    ).toStrictEqual({ adultCount: 30, infantCount: 10 });
    expect(parseListingSearch('?listing_adults=31&listing_children=20&listing_pets=10')).toStrictEqual({
      childCount: 20,
      petCount: 10,
    });
  });

  it('home search parse: flags ignore case; amenities are trimmed', () => {
    expect(
      parseListingSearch(
        '?filter_pets_allowed=TRUE&filter_events_allowed=False&filter_amenities=%20pool%20,%20wifi',
      ),
    ).toStrictEqual({
      petsAllowed: true,
      eventsAllowed: false,
      amenities: ['pool', 'wifi'],
    });
  });

  it('home search parse: coordinates accept the full range, and not beyond', () => {
    expect(
      parseListingSearch('?listing_north=90&listing_south=-90&listing_west=-180&listing_east=180'),
    ).toStrictEqual({ north: 90, south: -90, west: -180, east: 180 });
    expect(
      parseListingSearch('?listing_north=90&listing_south=-90&listing_west=-180.1&listing_east=180'),
    ).toStrictEqual({});
    expect(
      parseListingSearch('?listing_north=90.5&listing_south=-90&listing_west=-180&listing_east=180'),
    ).toStrictEqual({});
  });

  it('home search parse: the map box needs all four edges, south not above north (decision)', () => {
    expect(parseListingSearch('?listing_north=39&listing_west=-120&listing_south=38')).toStrictEqual({});
    expect(
      parseListingSearch('?listing_north=38&listing_west=-120&listing_south=39&listing_east=-119'),
    ).toStrictEqual({});
    // A blank edge is no edge (Number(' ') would read 0), so the box goes.
    expect(
      parseListingSearch('?listing_north=+&listing_west=-120&listing_south=-10&listing_east=-119'),
    ).toStrictEqual({});
    // A box across the date line has west greater than east, and is kept.
    expect(
      parseListingSearch('?listing_north=10&listing_west=170&listing_south=10&listing_east=-170'),
    ).toStrictEqual({
      north: 10,
      west: 170,
      south: 10,
      east: -170,
    });
  });

  it('home search parse: a date range ending before it starts is dropped whole (decision); one day is fine', () => {
    expect(
      parseListingSearch('?listing_start_date=2030-07-08&listing_end_date=2030-07-01&listing_adults=2'),
    ).toStrictEqual({
      adultCount: 2,
    });
    expect(parseListingSearch('?listing_start_date=2030-07-08&listing_end_date=2030-07-08')).toStrictEqual({
      startDate: '2030-07-08',
      endDate: '2030-07-08',
    });
    expect(parseListingSearch('?listing_end_date=2030-07-08')).toStrictEqual({ endDate: '2030-07-08' });
  });

  it('listing_*/filter_* serialise: writes only values that read back the same', () => {
    expect(
      serialiseListingSearch({
        destination: '  ',
        adultCount: -1,
        childCount: 1.5,
        minBathrooms: Number.NaN,
        amenities: ['a,b', 'pool'],
        north: 1,
      }),
    ).toStrictEqual({ filter_amenities: 'pool' });
    expect(serialiseListingSearch({ destination: ' Aspen ' })).toStrictEqual({
      listing_destination: 'Aspen',
    });
    expect(serialiseListingSearch({})).toStrictEqual({});
  });

  it('listing_*/filter_* serialise: replaces the home search in a query, keeping other parameters', () => {
    expect(withListingSearch('?lead=7&listing_adults=4&filter_bedrooms=2', { adultCount: 2 })).toBe(
      '?lead=7&listing_adults=2',
    );
    expect(withListingSearch('?listing_adults=4', {})).toBe('');
  });

  it('listing_*/filter_* round trip (property): parse(serialise(terms)) gives the terms back', () => {
    const count = fc.integer({ min: 0, max: 20 });
    // A party as the app holds it: within the limits its steppers offer (GUEST_LIMITS).
    const party = (kind: GuestKind) => fc.integer({ min: 0, max: GUEST_LIMITS[kind] });
    const day = fc
      .integer({ min: 0, max: 3650 })
      .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10));
    const word = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((s) => s.trim() === s && s !== '' && s !== 'null');
    const amenity = word.filter((s) => !s.includes(','));
    const coordinate = (limit: number) =>
      fc
        .double({ min: -limit, max: limit, noNaN: true, noDefaultInfinity: true })
        .map((n) => (Object.is(n, -0) ? 0 : n));
    const dates = fc
      .tuple(day, day)
      .map(([a, b]) => (a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a }));
    const box = fc
      .tuple(coordinate(90), coordinate(90), coordinate(180), coordinate(180))
      .map(([a, b, west, east]) => ({ north: Math.max(a, b), south: Math.min(a, b), west, east }));
    const terms = fc
      .tuple(
        fc.record(
          {
            destination: word,
            adultCount: party('adultCount'),
            childCount: party('childCount'),
            infantCount: party('infantCount'),
            petCount: party('petCount'),
            minRooms: count,
            minBathrooms: fc.integer({ min: 0, max: 20 }).map((n) => n / 2),
            amenities: fc.array(amenity, { minLength: 1, maxLength: 4 }),
            petsAllowed: fc.boolean(),
            eventsAllowed: fc.boolean(),
            isInstantBooking: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        fc.option(dates, { nil: undefined }),
        fc.option(box, { nil: undefined }),
      )
      .map(([rest, range, bounds]): UrlSearchTerms => ({ ...rest, ...range, ...bounds }));
    fc.assert(
      fc.property(terms, (original) => {
        const query = new URLSearchParams(serialiseListingSearch(original)).toString();
        expect(parseListingSearch(query)).toStrictEqual(original);
      }),
    );
  });

  it('listing_*/filter_* (property): any query parses without throwing, and its search serialises stably', () => {
    const names = fc.constantFrom(
      'listing_destination',
      'listing_start_date',
      'listing_adults',
      'filter_bathrooms',
      'filter_amenities',
      'filter_pets_allowed',
      'listing_north',
      'listing_west',
      'listing_south',
      'listing_east',
      'other',
    );
    const pairs = fc.array(fc.tuple(names, fc.string({ maxLength: 12 })), { maxLength: 12 });
    fc.assert(
      fc.property(pairs, (entries) => {
        const parsed = parseListingSearch(new URLSearchParams(entries).toString());
        const again = parseListingSearch(new URLSearchParams(serialiseListingSearch(parsed)).toString());
        expect(again).toStrictEqual(parsed);
      }),
    );
  });
});

describe('the filters among the search terms', () => {
  it('are rooms, amenities, property rules and instant booking; where, when and who are not', () => {
    const filters = filtersOf({
      destination: 'Aspen',
      startDate: '2030-04-01',
      adultCount: 2,
      north: 40,
      minRooms: 3,
      minBathrooms: 2.5,
      amenities: ['Hot tub'],
      petsAllowed: true,
      eventsAllowed: false,
      isInstantBooking: true,
    });
    expect(filters).toEqual({
      minRooms: 3,
      minBathrooms: 2.5,
      amenities: ['Hot tub'],
      petsAllowed: true,
      eventsAllowed: false,
      isInstantBooking: true,
    });
    expect(Object.keys(filters)).toEqual([...SEARCH_FILTER_KEYS]);
  });
});

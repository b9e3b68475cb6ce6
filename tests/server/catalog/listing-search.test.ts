import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RESULT_CAP } from '../../../server/catalog/listing-search.js';
import { FIRST_SCREEN_CARDS } from '../../../server/catalog/search-map-points.js';
import { SearchCount } from '../../../src/adapters/rest/wire/catalog-lists.wire.js';
import { ListingCatalog } from '../../../src/core/catalog/listing-catalog.entity.js';
import type { SearchTerms } from '../../../src/core/catalog/search-terms.entity.js';
import { searchTermsToQuery } from '../../../src/core/catalog/search-terms-query.rule.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import { addFixtureDestination, addHomes, fixtureHome } from '../support/catalog-fixtures.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';

type Result = { objectId: string; unmetTerms?: string[]; primaryDestinationName?: string };
interface SearchBody {
  exactMatches: Result[];
  partialMatches: Result[];
  searchResultCount: { numExactMatches: number };
  activeDestinations: { name: string }[];
  searchTerms: Record<string, unknown>;
  mapPoints: { ids: string[]; exact: number; unmetTerms: string[][] };
}

describe.each(testEngines())('home search on %s', (engine) => {
  let h: CatalogHarness;
  let day: (offset: number) => string;

  /** Searches with the terms as the app sends them (searchTermsToQuery), decoded with the app's codec. */
  const search = async (terms: SearchTerms) => {
    const query = new URLSearchParams(searchTermsToQuery(terms)).toString();
    const response = await h.get(`/api/listings/search?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    decodeWith(ListingCatalog, response.body);
    const count = await h.get(`/api/listings/search-count?${query}`);
    const body = response.body as SearchBody;
    expect(decodeWith(SearchCount, count.body).numExactMatches).toBe(body.searchResultCount.numExactMatches);
    return body;
  };
  const ids = (results: Result[]) => results.map((r) => r.objectId).sort();
  const falls = (terms: SearchTerms = {}) => search({ destination: 'Fixture Falls', ...terms });
  const stay = () => ({ startDate: day(30), endDate: day(34) });

  beforeAll(async () => {
    h = await openCatalogHarness(engine);
    day = (offset) => addDays(h.anchor, offset);
    const fallsPlace = await addFixtureDestination(h.db, {
      slug: 'fixture-falls',
      name: 'Fixture Falls',
      aliases: ['FF Village', 'Falls Town'],
      latitude: 45,
      longitude: -110,
    });
    const flats = await addFixtureDestination(h.db, {
      slug: 'fixture-flats',
      name: 'Fixture Flats',
      latitude: 45.5,
      longitude: -110.5,
    });
    const home = (id: string, spec: Parameters<typeof fixtureHome>[3]) =>
      fixtureHome(id, fallsPlace, h.anchor, spec);
    await addHomes(h.db, [
      // Meets every filter the tests below use.
      home('fx-all', {
        name: 'Alpine Fixture Lodge',
        description: 'A cozy lodge with a cedar sauna.',
        images: [' ', '/media/homes/fx-all/1.svg', '/media/homes/fx-all/2.svg'],
        bedrooms: 4,
        bathrooms: 3,
        max_guests: 8,
        pets_allowed: true,
        events_allowed: true,
        booking_setting: 'KEY Instant Booking',
        amenities: ['hot-tub', 'fireplace'],
        categories: ['ski-escapes'],
        score: 10,
      }),
      // Like fx-all but no pets and no events.
      home('fx-nopets', {
        bedrooms: 4,
        bathrooms: 3,
        max_guests: 8,
        booking_setting: 'Escapia Instant Booking',
        amenities: ['hot-tub', 'fireplace'],
        categories: ['ski-escapes'],
        score: 9,
      }),
      // Small and plain: misses nearly everything.
      home('fx-small', { bedrooms: 1, bathrooms: 1, max_guests: 2, score: 8 }),
      // Reserved until check-in day and again from check-out day: free for the stay.
      home('fx-touching', {
        max_guests: 4,
        booking_setting: 'Streamline Instant Booking',
        unavailable: [
          { from: 26, to: 30, kind: 'reserved' },
          { from: 34, to: 36 },
        ],
        score: 7,
      }),
      // Blocked for part of the stay, and a minimum stay longer than it: never in a dated search.
      home('fx-blocked', { unavailable: [{ from: 31, to: 33 }], score: 6 }),
      home('fx-long-stay', { minimum_stay_nights: 7, score: 5 }),
    ]);
    await addHomes(h.db, [fixtureHome('fx-flats', flats, h.anchor, { score: 1 })]);
  });
  afterAll(() => h.dispose());

  describe('a result', () => {
    it('carries what a card and the map show, with the first usable photo only, and nothing else', async () => {
      const response = await h.get(`/api/listings/search?destination=Fixture+Falls&adultCount=2`);
      const body = response.body as { exactMatches: Record<string, unknown>[] } & Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(
        [
          'activeDestinations',
          'exactMatches',
          'partialMatches',
          'mapPoints',
          'searchResultCount',
          'searchTerms',
        ].sort(),
      );
      expect(body.exactMatches.find((home) => home.objectId === 'fx-all')).toEqual({
        objectId: 'fx-all',
        name: 'Alpine Fixture Lodge',
        primaryDestination: { name: 'Fixture Falls' },
        primaryDestinationName: 'Fixture Falls',
        bookingSetting: 'KEY Instant Booking',
        pricingSetting: 'Average Price',
        images: ['/media/homes/fx-all/1.svg'],
        bedrooms: 4,
        bathrooms: 3,
        latLngLocation: { lat: 45, lng: -110 },
        nightlyRate: 200,
      });
      expect(body.exactMatches.find((home) => home.objectId === 'fx-small')?.images).toEqual([]);
    });

    it('carries every match as a map point, in the order of the cards', async () => {
      const body = (await h.get(`/api/listings/search?destination=Fixture+Falls&adultCount=7`)).body as {
        exactMatches: Result[];
        partialMatches: Result[];
        mapPoints: Record<string, unknown[] | number>;
      };
      const cards = [...body.exactMatches, ...body.partialMatches];
      expect(body.mapPoints.ids).toEqual(cards.map((card) => card.objectId));
      expect(body.mapPoints.exact).toBe(body.exactMatches.length);
      const at = (body.mapPoints.ids as string[]).indexOf('fx-all');
      expect([(body.mapPoints.lat as number[])[at], (body.mapPoints.lng as number[])[at]]).toEqual([
        45, -110,
      ]);
      expect((body.mapPoints.nightlyRate as number[])[at]).toBe(200);
      expect(body.mapPoints.unmetTerms).toEqual(body.partialMatches.map((card) => card.unmetTerms));
      expect(body.partialMatches.length).toBeGreaterThan(0);
    });

    it('answers the cards of the homes asked for by ids, exact or partial for the same terms', async () => {
      const response = await h.get(
        `/api/listings/search?destination=Fixture+Falls&adultCount=7&ids=fx-small,fx-all,nowhere`,
      );
      expect(response.status).toBe(200);
      const body = response.body as { exactMatches: Result[]; partialMatches: Result[] };
      expect(Object.keys(body).sort()).toEqual(['exactMatches', 'partialMatches']);
      expect(ids(body.exactMatches)).toEqual(['fx-all']);
      expect(body.partialMatches.map((card) => [card.objectId, card.unmetTerms])).toEqual([
        ['fx-small', ['guests']],
      ]);
      const tooMany = Array.from({ length: 101 }, (_, i) => `h${i}`).join(',');
      expect((await h.get(`/api/listings/search?destination=Fixture+Falls&ids=${tooMany}`)).status).toBe(400);
    });
  });

  describe('destination', () => {
    it('matches the name whatever its case, and every home there is an exact match', async () => {
      const body = await search({ destination: '  fixture FALLS ' });
      expect(ids(body.exactMatches)).toEqual(
        ['fx-all', 'fx-blocked', 'fx-long-stay', 'fx-nopets', 'fx-small', 'fx-touching'].sort(),
      );
      expect(body.partialMatches).toEqual([]);
      expect(body.searchResultCount.numExactMatches).toBe(6);
      expect(body.activeDestinations.map((d) => d.name)).toEqual(['Fixture Falls']);
    });

    it('matches an alias, ignoring case', async () => {
      expect(ids((await search({ destination: 'ff village' })).exactMatches)).toHaveLength(6);
      expect(ids((await search({ destination: 'FALLS TOWN' })).exactMatches)).toHaveLength(6);
    });

    it('finds nothing for part of a name or an unknown place', async () => {
      for (const destination of ['Fixture', 'Atlantis']) {
        const body = await search({ destination });
        expect(body.exactMatches).toEqual([]);
        expect(body.partialMatches).toEqual([]);
        expect(body.searchResultCount.numExactMatches).toBe(0);
      }
    });

    it('finds demo homes by a destination alias', async () => {
      const body = await search({ destination: 'OBX' });
      expect(body.exactMatches.length).toBeGreaterThan(0);
      expect(new Set(body.exactMatches.map((r) => r.primaryDestinationName))).toEqual(
        new Set(['Outer Banks']),
      );
    });

    it('orders homes by popularity', async () => {
      const body = await search({ destination: 'Fixture Falls' });
      expect(body.exactMatches.map((r) => r.objectId).slice(0, 3)).toEqual([
        'fx-all',
        'fx-nopets',
        'fx-small',
      ]);
    });
  });

  describe('dates', () => {
    it('leave out homes blocked or reserved on any night, or whose minimum stay is longer', async () => {
      const body = await falls(stay());
      expect(ids(body.exactMatches)).toEqual(['fx-all', 'fx-nopets', 'fx-small', 'fx-touching'].sort());
      expect(body.partialMatches).toEqual([]);
    });

    it('let a stay start the day another ends and end the day another starts', async () => {
      expect(ids((await falls(stay())).exactMatches)).toContain('fx-touching');
      const overlapping = await falls({ startDate: day(29), endDate: day(31) });
      expect(ids(overlapping.exactMatches)).not.toContain('fx-touching');
    });

    it('are echoed back as calendar days', async () => {
      const body = await falls({ startDate: `${day(30)}T00:00:00.000Z`, endDate: day(34) });
      expect(body.searchTerms).toMatchObject({
        startDate: day(30),
        endDate: day(34),
        destination: 'Fixture Falls',
      });
    });
  });

  describe('filters', () => {
    it('guests: adults plus children up to the maximum; infants do not count', async () => {
      const seven = await falls({ ...stay(), adultCount: 5, childCount: 2 });
      expect(ids(seven.exactMatches)).toEqual(['fx-all', 'fx-nopets']);
      expect(seven.partialMatches.map((r) => r.unmetTerms)).toEqual([['guests'], ['guests']]);
      const withInfants = await falls({ ...stay(), adultCount: 4, infantCount: 6 });
      expect(ids(withInfants.exactMatches)).toEqual(['fx-all', 'fx-nopets', 'fx-touching']);
    });

    it('pets: a pet, or the pets-allowed filter, needs a home that allows pets', async () => {
      for (const terms of [{ petCount: 1 }, { petsAllowed: true }]) {
        const body = await falls({ ...stay(), ...terms });
        expect(ids(body.exactMatches)).toEqual(['fx-all']);
        expect(body.partialMatches.every((r) => r.unmetTerms?.join() === 'petsAllowed')).toBe(true);
      }
      // An unticked filter means any home.
      expect((await falls({ ...stay(), petsAllowed: false })).exactMatches).toHaveLength(4);
    });

    it('events allowed', async () => {
      expect(ids((await falls({ ...stay(), eventsAllowed: true })).exactMatches)).toEqual(['fx-all']);
    });

    it('instant booking: true for every setting but Request Price, false for Request Price', async () => {
      const instant = await falls({ ...stay(), isInstantBooking: true });
      expect(ids(instant.exactMatches)).toEqual(['fx-all', 'fx-nopets', 'fx-touching']);
      const notInstant = await falls({ ...stay(), isInstantBooking: false });
      expect(ids(notInstant.exactMatches)).toEqual(['fx-small']);
    });

    it('minimum bedrooms and bathrooms', async () => {
      expect(ids((await falls({ minRooms: 3 })).exactMatches)).toEqual(['fx-all', 'fx-nopets']);
      expect(ids((await falls({ minBathrooms: 2.5 })).exactMatches)).toEqual(['fx-all', 'fx-nopets']);
      expect(ids((await falls({ minBathrooms: 2 })).exactMatches)).toHaveLength(5);
    });

    it('amenities by name or slug, every one of them', async () => {
      const both = await falls({ amenities: ['Hot tub', 'fireplace'] });
      expect(ids(both.exactMatches)).toEqual(['fx-all', 'fx-nopets']);
      const unknown = await falls({ amenities: ['hot-tub', 'helipad'] });
      expect(unknown.exactMatches).toEqual([]);
      expect(unknown.partialMatches.slice(0, 2).map((r) => r.objectId)).toEqual(['fx-all', 'fx-nopets']);
    });

    it('categories: a home in any of them', async () => {
      const { rows } = await h.db.query<{ id: string }>(
        `select id from categories where slug = 'ski-escapes'`,
      );
      const body = await falls({ categoryIds: [rows[0]?.id ?? '', 'no-such-category'] });
      expect(ids(body.exactMatches)).toEqual(['fx-all', 'fx-nopets']);
    });

    it('keywords: full text over name, description and amenity names', async () => {
      expect(ids((await falls({ keywords: 'sauna' })).exactMatches)).toEqual(['fx-all']);
      expect(ids((await falls({ keywords: 'alpine lodges' })).exactMatches)).toEqual(['fx-all']);
      expect(ids((await falls({ keywords: 'FIREPLACE' })).exactMatches)).toEqual(['fx-all', 'fx-nopets']);
      // Words too common to index are no filter at all.
      expect((await falls({ keywords: 'the' })).exactMatches).toHaveLength(6);
    });

    it('keywords find demo homes by amenity', async () => {
      const body = await search({ destination: 'Vail', keywords: 'hot tub' });
      expect(body.exactMatches.length).toBeGreaterThan(0);
      const { rows } = await h.db.query<{ id: string }>(
        `select la.listing_id as id from listing_amenities la join amenities a on a.id = la.amenity_id
          where a.slug = 'hot-tub'`,
      );
      const withHotTub = new Set(rows.map((row) => row.id));
      expect(body.exactMatches.every((r) => withHotTub.has(r.objectId))).toBe(true);
    });
  });

  describe('map box', () => {
    it('keeps homes inside north, west, south and east, across destinations', async () => {
      const box = { north: 45.6, south: 44.9, west: -110.6, east: -109.9 };
      expect(ids((await search(box)).exactMatches)).toHaveLength(7);
      const fallsOnly = { north: 45.1, south: 44.9, west: -110.1, east: -109.9 };
      expect(ids((await search(fallsOnly)).exactMatches)).not.toContain('fx-flats');
      expect(ids((await search({ ...fallsOnly, destination: 'Fixture Flats' })).exactMatches)).toEqual([]);
    });

    it('reads a west edge east of the east edge as a box across the date line', async () => {
      const body = await search({ north: 45.1, south: 44.9, west: 179, east: -109.9 });
      expect(ids(body.exactMatches)).toHaveLength(6);
    });
  });

  describe('partial matches', () => {
    it('are free and in the area but miss some filter, those missing fewest first', async () => {
      const body = await falls({
        ...stay(),
        petCount: 1,
        minRooms: 3,
        amenities: ['hot-tub'],
        adultCount: 6,
      });
      expect(ids(body.exactMatches)).toEqual(['fx-all']);
      expect(body.partialMatches.map((r) => [r.objectId, r.unmetTerms])).toEqual([
        ['fx-nopets', ['petsAllowed']],
        ['fx-small', ['guests', 'petsAllowed', 'minRooms', 'amenities']],
        ['fx-touching', ['guests', 'petsAllowed', 'minRooms', 'amenities']],
      ]);
      expect(body.searchResultCount.numExactMatches).toBe(1);
    });
  });

  describe('validation', () => {
    it.each([
      [`startDate=${'2031-01-05'}`, 'endDate is required'],
      ['endDate=2031-01-05', 'startDate is required'],
      ['startDate=2031-01-05&endDate=2031-01-05', 'endDate must be after startDate'],
      ['startDate=2031-01-05&endDate=2032-01-06', 'A stay can last at most 365 nights'],
      ['startDate=2031-02-30&endDate=2031-03-02', 'startDate must be a date like 2030-06-01'],
      ['startDate=soon&endDate=2031-03-02', 'startDate must be a date like 2030-06-01'],
      ['adultCount=-1', 'adultCount must be >= 0'],
      ['childCount=two', 'childCount must be integer'],
      ['minBathrooms=lots', 'minBathrooms must be number'],
      ['isInstantBooking=maybe', 'isInstantBooking must be boolean'],
      ['north=95&south=1&west=1&east=2', 'north must be <= 90'],
      ['north=45', 'north, west, south and east must be given together'],
      ['north=40&south=41&west=-110&east=-100', 'south must not be above north'],
      [`keywords=${'x'.repeat(201)}`, 'keywords must NOT have more than 200 characters'],
    ])('%s answers 400 "%s" on search and count', async (query, message) => {
      for (const path of ['/api/listings/search', '/api/listings/search-count']) {
        const response = await h.get(`${path}?${query}`);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
    });
  });

  describe('the 1,000-home cap', () => {
    it('caps the list but counts every exact match', async () => {
      const town = await addFixtureDestination(h.db, {
        slug: 'cap-town',
        name: 'Cap Town',
        latitude: -45,
        longitude: 170,
      });
      const homes = Array.from({ length: SEARCH_RESULT_CAP + 5 }, (_, i) =>
        fixtureHome(`cap-${String(i).padStart(4, '0')}`, town, h.anchor, {
          score: i,
          bedrooms: i < 3 ? 1 : 3,
        }),
      );
      await addHomes(h.db, homes);

      // The first answer: the first screen's cards, and every ranked home as a map point.
      const all = await search({ destination: 'Cap Town' });
      expect(all.exactMatches).toHaveLength(FIRST_SCREEN_CARDS);
      expect(all.mapPoints.ids).toHaveLength(SEARCH_RESULT_CAP);
      expect(all.mapPoints.exact).toBe(SEARCH_RESULT_CAP);
      expect(all.partialMatches).toEqual([]);
      expect(all.searchResultCount.numExactMatches).toBe(SEARCH_RESULT_CAP + 5);

      // 1,002 exact matches fill the answer; the 3 partial ones do not fit.
      const roomy = await search({ destination: 'Cap Town', minRooms: 2 });
      expect(roomy.mapPoints.ids).toHaveLength(SEARCH_RESULT_CAP);
      expect(roomy.mapPoints.unmetTerms).toEqual([]);
      expect(roomy.partialMatches).toEqual([]);
      expect(roomy.searchResultCount.numExactMatches).toBe(SEARCH_RESULT_CAP + 2);

      // No exact match leaves the whole answer to the partial ones, up to the cap.
      const tiny = await search({ destination: 'Cap Town', minRooms: 4 });
      expect(tiny.exactMatches).toEqual([]);
      expect(tiny.partialMatches).toHaveLength(FIRST_SCREEN_CARDS);
      expect(tiny.mapPoints.unmetTerms).toHaveLength(SEARCH_RESULT_CAP);
      // The rest of the cards come by id, as the guest scrolls.
      const later = (tiny.mapPoints.ids as string[]).slice(500, 600);
      const query = new URLSearchParams({ destination: 'Cap Town', minRooms: '4', ids: later.join(',') });
      const answer = await h.get(`/api/listings/search?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const more = answer.body as SearchBody;
      expect(more.partialMatches.map((card) => card.objectId)).toEqual(later);
      expect(tiny.searchResultCount.numExactMatches).toBe(0);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchListings } from '../../../server/catalog/listing-search.js';
import { readHomeSearch } from '../../../server/catalog/search-query.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import { addFixtureDestination, addHomes, fixtureHome } from '../support/catalog-fixtures.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';
import { testEngines } from '../support/test-database.js';

/**
 * The ranking pinned against its rules, written out here rather than read back from the
 * query (issue 26 rewrote the query for speed: the answer must not change). Sixty homes with
 * tied scores, partial matches missing one to three terms, calendars, long minimum stays,
 * rates with cents and positions with more than five decimals; each search's whole answer
 * (cards, their order and rates, the map points, the count) is compared with what the rules
 * give.
 */

interface Home {
  id: string;
  score: number;
  max_guests: number;
  bedrooms: number;
  pets_allowed: boolean;
  nightly_rate_cents: number;
  latitude: number;
  longitude: number;
  minimum_stay_nights: number;
  unavailable: { from: number; to: number }[];
}

const HOMES: Home[] = Array.from({ length: 60 }, (_, i) => ({
  // Same length, so any collation orders the ids alike.
  id: `rk-${String(i).padStart(3, '0')}`,
  score: (i * 3) % 7,
  max_guests: 2 + ((i * 5) % 7),
  bedrooms: 1 + (i % 4),
  pets_allowed: i % 3 === 0,
  nightly_rate_cents: 12_345 + i * 101,
  latitude: 40 + i * 0.012345678,
  longitude: -105 - i * 0.009876543,
  minimum_stay_nights: i % 11 === 0 ? 5 : 1,
  unavailable: i % 5 === 0 ? [{ from: 31, to: 33 }] : i % 5 === 1 ? [{ from: 27, to: 30 }] : [],
}));

/** PostgreSQL's round(x::numeric, 5): the number at 15 significant digits, rounded half away from zero. */
const round5 = (x: number): number => {
  const [whole, fraction = ''] = Math.abs(Number(x.toPrecision(15)))
    .toFixed(10)
    .split('.');
  const kept = BigInt(whole + fraction.slice(0, 5)) + (Number(fraction[5]) >= 5 ? 1n : 0n);
  return (Math.sign(x) * Number(kept)) / 1e5;
};

interface Terms {
  nights?: { from: number; to: number };
  guests?: number;
  pets?: boolean;
  minRooms?: number;
}

/** The rules: free homes of the area; exact first, then fewest terms missed, then score, then id. */
const expectedRanking = (terms: Terms) => {
  const criteria: [string, (home: Home) => boolean][] = [];
  if (terms.guests) criteria.push(['guests', (home) => home.max_guests >= (terms.guests ?? 0)]);
  if (terms.pets) criteria.push(['petsAllowed', (home) => home.pets_allowed]);
  if (terms.minRooms) criteria.push(['minRooms', (home) => home.bedrooms >= (terms.minRooms ?? 0)]);
  const { nights } = terms;
  const free = HOMES.filter(
    (home) =>
      !nights ||
      (home.minimum_stay_nights <= nights.to - nights.from &&
        home.unavailable.every((stay) => stay.to <= nights.from || stay.from >= nights.to)),
  );
  return free
    .map((home) => {
      const unmet = criteria.filter(([, meets]) => !meets(home)).map(([term]) => term);
      return { home, unmet, exact: unmet.length === 0 };
    })
    .sort(
      (a, b) =>
        a.unmet.length - b.unmet.length || b.home.score - a.home.score || (a.home.id < b.home.id ? -1 : 1),
    );
};

describe.each(testEngines())('the ranking of a search, pinned, on %s', (engine) => {
  let h: CatalogHarness;
  const query = (terms: Terms) => ({
    destination: 'Ranking Reach',
    ...(terms.nights
      ? { startDate: addDays(h.anchor, terms.nights.from), endDate: addDays(h.anchor, terms.nights.to) }
      : {}),
    ...(terms.guests ? { adultCount: terms.guests } : {}),
    ...(terms.pets ? { petCount: 1 } : {}),
    ...(terms.minRooms ? { minRooms: terms.minRooms } : {}),
  });

  beforeAll(async () => {
    h = await openCatalogHarness(engine);
    const reach = await addFixtureDestination(h.db, {
      slug: 'ranking-reach',
      name: 'Ranking Reach',
      latitude: 40,
      longitude: -105,
    });
    await addHomes(
      h.db,
      HOMES.map(({ id, ...home }) => fixtureHome(id, reach, h.anchor, { ...home, name: `Home ${id}` })),
    );
  });
  afterAll(() => h.dispose());

  it.each<[string, Terms]>([
    [
      'a dated stay for five with pets and two rooms',
      { nights: { from: 30, to: 34 }, guests: 5, pets: true, minRooms: 2 },
    ],
    ['no dates, three guests', { guests: 3 }],
    ['a stay nobody fits: every home partial', { nights: { from: 28, to: 29 }, guests: 9 }],
    ['no terms at all', {}],
  ])('%s: the cards, map points and count follow the rules', async (_, terms) => {
    const ranked = expectedRanking(terms);
    const response = await h.get(
      `/api/listings/search?${new URLSearchParams(
        Object.entries(query(terms)).map(([key, value]) => [key, String(value)]),
      )}`,
    );
    expect(response.status).toBe(200);
    const body = response.body as {
      exactMatches: Record<string, unknown>[];
      partialMatches: Record<string, unknown>[];
      mapPoints: Record<string, unknown>;
      searchResultCount: { numExactMatches: number };
    };
    const card = ({ home, unmet, exact }: (typeof ranked)[number]) => ({
      objectId: home.id,
      name: `Home ${home.id}`,
      nightlyRate: home.nightly_rate_cents / 100,
      latLngLocation: { lat: home.latitude, lng: home.longitude },
      ...(exact ? {} : { unmetTerms: unmet }),
    });
    const shown = ranked.slice(0, 24);
    expect(body.exactMatches).toEqual(
      shown
        .filter((r) => r.exact)
        .map(card)
        .map((c) => expect.objectContaining(c)),
    );
    expect(body.partialMatches).toEqual(
      shown
        .filter((r) => !r.exact)
        .map(card)
        .map((c) => expect.objectContaining(c)),
    );
    expect(body.mapPoints).toEqual({
      exact: ranked.filter((r) => r.exact).length,
      ids: ranked.map((r) => r.home.id),
      lat: ranked.map((r) => round5(r.home.latitude)),
      lng: ranked.map((r) => round5(r.home.longitude)),
      nightlyRate: ranked.map((r) => r.home.nightly_rate_cents / 100),
      unmetTerms: ranked.filter((r) => !r.exact).map((r) => r.unmet),
    });
    expect(body.searchResultCount.numExactMatches).toBe(ranked.filter((r) => r.exact).length);
    // The searches above must reach what they pin: partial matches, ties, homes left out.
    if (terms.guests === 5) {
      expect(ranked.some((r) => !r.exact) && ranked.some((r) => r.exact)).toBe(true);
      expect(ranked.length).toBeLessThan(HOMES.length);
    }
  });

  it('cuts at the cap after ranking, counting every exact match, and answers cards by id alike', async () => {
    const terms: Terms = { nights: { from: 30, to: 34 }, guests: 5, pets: true, minRooms: 2 };
    const ranked = expectedRanking(terms);
    const search = readHomeSearch(query(terms));
    const cut = await searchListings(h.db, search, '', { cap: 7, cards: 3 });
    const points = JSON.parse(cut.pointsJson ?? '{}') as { ids: string[]; exact: number };
    expect(points.ids).toEqual(ranked.slice(0, 7).map((r) => r.home.id));
    expect(points.exact).toBe(ranked.slice(0, 7).filter((r) => r.exact).length);
    expect(cut.numExactMatches).toBe(ranked.filter((r) => r.exact).length);
    const cards = [...JSON.parse(cut.exactJson), ...JSON.parse(cut.partialJson)] as { objectId: string }[];
    expect(cards.map((c) => c.objectId)).toEqual(ranked.slice(0, 3).map((r) => r.home.id));

    // Asked by id, in any order: the cards in ranking order, each exact or partial as ranked.
    const later = ranked.slice(10, 16);
    const byId = await searchListings(h.db, search, '', { ids: [...later].reverse().map((r) => r.home.id) });
    expect(JSON.parse(byId.exactJson).map((c: { objectId: string }) => c.objectId)).toEqual(
      later.filter((r) => r.exact).map((r) => r.home.id),
    );
    expect(
      JSON.parse(byId.partialJson).map((c: { objectId: string; unmetTerms: string[] }) => [
        c.objectId,
        c.unmetTerms,
      ]),
    ).toEqual(later.filter((r) => !r.exact).map((r) => [r.home.id, r.unmet]));
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  emptyListingCatalog,
  type ListingCatalog,
} from '../../../src/core/catalog/listing-catalog.entity.js';
import type { ListingCatalogGateway } from '../../../src/core/catalog/listing-catalog-gateway.port.js';
import {
  initialListingSearchState,
  listingSearchTransition,
} from '../../../src/core/catalog/listing-search-state.js';
import { loadCategories, loadDestinations } from '../../../src/core/catalog/load-catalog-filters.use-case.js';
import { loadListingCatalog } from '../../../src/core/catalog/load-listing-catalog.use-case.js';
import { asksNothing, searchListings } from '../../../src/core/catalog/search-listings.use-case.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';

const PHONE = '(970) 555-0100';
const catalogWith = (name: string): ListingCatalog => ({
  ...emptyListingCatalog(),
  exactMatches: [{ objectId: `lst_${name}`, name }],
});

describe('catalog load (GET /api/listing/catalog)', () => {
  it('the catalog is shown as the host sent it', async () => {
    const catalog = catalogWith('Lodge');
    expect(await loadListingCatalog({ catalog: { listingCatalog: () => right(catalog) } }, PHONE)).toEqual({
      catalog,
      error: null,
    });
  });

  it("Catalog load failure: empty catalog, header 'Search Unavailable', the product's phone", async () => {
    const load = await loadListingCatalog({ catalog: { listingCatalog: () => left(http(502)) } }, PHONE);
    expect(load.catalog).toEqual(emptyListingCatalog());
    expect(load.error).toMatchObject({ kind: 'page-load', header: 'Search Unavailable', status: 502 });
    expect(load.error?.message).toContain(PHONE);
  });
});

describe('destinations and categories failures are reported and ignored', () => {
  it('destinations and categories as the host sent them', async () => {
    const errors = reporter();
    const vail = { name: 'Vail', aliases: [] };
    const beach = { objectId: 'cat_beach', name: 'Beach' };
    expect(await loadDestinations({ catalog: { destinations: () => right([vail]) }, errors })).toEqual([
      vail,
    ]);
    expect(await loadCategories({ catalog: { categories: () => right([beach]) }, errors })).toEqual([beach]);
    expect(errors.report).not.toHaveBeenCalled();
  });

  it('a failure is reported and leaves an empty list', async () => {
    const errors = reporter();
    const failure = http(500);
    expect(await loadDestinations({ catalog: { destinations: () => left(failure) }, errors })).toEqual([]);
    expect(errors.report).toHaveBeenLastCalledWith(failure, { during: 'loading destinations' });
    expect(await loadCategories({ catalog: { categories: () => left(failure) }, errors })).toEqual([]);
    expect(errors.report).toHaveBeenLastCalledWith(failure, { during: 'loading categories' });
  });
});

describe('catalog search state', () => {
  const results = catalogWith('Lodge');
  // Built in each test, not once when the file loads: mutation testing swaps the code per test.
  const started = () =>
    listingSearchTransition(initialListingSearchState, {
      type: 'search-started',
      terms: { destination: 'Vail' },
    });
  const shown = () => listingSearchTransition(started(), { type: 'results-set', searchNumber: 1, results });

  it('isSearching while a search runs, which is numbered; a results set shows results', () => {
    const searching = listingSearchTransition(initialListingSearchState, {
      type: 'search-started',
      terms: { keywords: 'hot tub' },
    });
    expect(searching).toEqual({
      ...initialListingSearchState,
      terms: { keywords: 'hot tub' },
      isSearching: true,
      searchNumber: 1,
    });
    expect(shown()).toEqual({
      terms: { destination: 'Vail' },
      isSearching: false,
      showResults: true,
      results,
      moreCards: new Map(),
      searchNumber: 1,
    });
  });

  it("more cards join the latest search's answer, never an older one's", () => {
    const card = { objectId: 'h30', name: 'Late Lodge' };
    const added = listingSearchTransition(shown(), { type: 'cards-added', searchNumber: 1, cards: [card] });
    expect(added.moreCards.get('h30')).toEqual(card);
    expect(added.results).toBe(results);
    const newer = listingSearchTransition(added, { type: 'search-started', terms: { destination: 'Aspen' } });
    expect(listingSearchTransition(newer, { type: 'cards-added', searchNumber: 1, cards: [card] })).toBe(
      newer,
    );
    const answered = listingSearchTransition(newer, { type: 'results-set', searchNumber: 2, results });
    expect(answered.moreCards.size).toBe(0);
  });

  it('a failed search stops searching and keeps what was shown()', () => {
    const again = listingSearchTransition(shown(), {
      type: 'search-started',
      terms: { destination: 'Aspen' },
    });
    expect(again.results).toBe(results);
    expect(listingSearchTransition(again, { type: 'search-failed', searchNumber: 2 })).toEqual({
      ...again,
      isSearching: false,
    });
  });

  it('only the latest search takes its answer: an earlier one arriving late changes nothing', () => {
    const newer = listingSearchTransition(started(), {
      type: 'search-started',
      terms: { destination: 'Aspen' },
    });
    const aspen = catalogWith('Aspen');
    const answered = listingSearchTransition(newer, { type: 'results-set', searchNumber: 2, results: aspen });
    expect(listingSearchTransition(answered, { type: 'results-set', searchNumber: 1, results })).toBe(
      answered,
    );
    expect(listingSearchTransition(newer, { type: 'search-failed', searchNumber: 1 })).toBe(newer);
    expect(answered.results).toBe(aspen);
  });

  it('clearing terms empties and hides, and forgets a search still running', () => {
    const cleared = listingSearchTransition(started(), { type: 'terms-cleared' });
    expect(cleared).toEqual({ ...initialListingSearchState, searchNumber: 2 });
    expect(listingSearchTransition(cleared, { type: 'results-set', searchNumber: 1, results })).toBe(cleared);
    expect(listingSearchTransition(shown(), { type: 'terms-cleared' })).toEqual({
      terms: {},
      isSearching: false,
      showResults: false,
      results: emptyListingCatalog(),
      moreCards: new Map(),
      searchNumber: 2,
    });
  });
});

describe('searching listings', () => {
  it('asks the host with the terms and answers its catalog', async () => {
    const results = catalogWith('Lodge');
    const searchListingsCall = vi.fn<ListingCatalogGateway['searchListings']>(() => right(results));
    const errors = reporter();
    const terms = { destination: 'Vail', categoryIds: ['cat_ski'] };
    expect(
      rightOf(await searchListings({ catalog: { searchListings: searchListingsCall }, errors }, terms)),
    ).toBe(results);
    expect(searchListingsCall).toHaveBeenCalledWith(terms);
    expect(errors.report).not.toHaveBeenCalled();
  });

  it('a failure is reported and answered', async () => {
    const failure = http(500);
    const errors = reporter();
    const answer = await searchListings({ catalog: { searchListings: () => left(failure) }, errors }, {});
    expect(leftOf(answer)).toBe(failure);
    expect(errors.report).toHaveBeenCalledWith(failure, { during: 'searching listings' });
  });

  it('terms that make no query are a cleared search; isInstantBooking false is a real term', () => {
    expect(asksNothing({})).toBe(true);
    expect(
      asksNothing({ destination: '  ', categoryIds: [], petsAllowed: false, isInstantBooking: null }),
    ).toBe(true);
    expect(asksNothing({ isInstantBooking: false })).toBe(false);
    expect(asksNothing({ destination: 'Vail' })).toBe(false);
  });
});

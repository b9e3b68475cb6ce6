import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import {
  emptyListingCatalog,
  type ListingCatalog,
} from '../../../src/core/catalog/listing-catalog.entity.js';
import type { ListingCatalogGateway } from '../../../src/core/catalog/listing-catalog-gateway.port.js';
import { ListingSearch } from '../../../src/core/catalog/listing-search.use-case.js';
import {
  initialListingSearchState,
  listingSearchTransition,
} from '../../../src/core/catalog/listing-search-state.js';
import { loadCategories, loadDestinations } from '../../../src/core/catalog/load-catalog-filters.use-case.js';
import { loadListingCatalog } from '../../../src/core/catalog/load-listing-catalog.use-case.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { deferred, http, left, reporter, right } from '../use-case-support.js';

const PHONE = '(970) 555-0100';
const catalogWith = (name: string): ListingCatalog => ({
  ...emptyListingCatalog(),
  exactMatches: [{ objectId: `lst_${name}`, name }],
});

describe('SPEC 7, 8 catalog load (GET /api/listing/catalog)', () => {
  it('SPEC 7: the catalog is shown as the host sent it', async () => {
    const catalog = catalogWith('Lodge');
    expect(await loadListingCatalog({ catalog: { listingCatalog: () => right(catalog) } }, PHONE)).toEqual({
      catalog,
      error: null,
    });
  });

  it("SPEC 8 Catalog load failure: empty catalog, header 'Search Unavailable', the product's phone", async () => {
    const load = await loadListingCatalog({ catalog: { listingCatalog: () => left(http(502)) } }, PHONE);
    expect(load.catalog).toEqual(emptyListingCatalog());
    expect(load.error).toMatchObject({ kind: 'page-load', header: 'Search Unavailable', status: 502 });
    expect(load.error?.message).toContain(PHONE);
  });
});

describe('SPEC 8 destinations and categories failures are reported and ignored', () => {
  it('SPEC 7: destinations and categories as the host sent them', async () => {
    const errors = reporter();
    const vail = { name: 'Vail', aliases: [] };
    const beach = { objectId: 'cat_beach', name: 'Beach' };
    expect(await loadDestinations({ catalog: { destinations: () => right([vail]) }, errors })).toEqual([
      vail,
    ]);
    expect(await loadCategories({ catalog: { categories: () => right([beach]) }, errors })).toEqual([beach]);
    expect(errors.report).not.toHaveBeenCalled();
  });

  it('SPEC 8: a failure is reported and leaves an empty list', async () => {
    const errors = reporter();
    const failure = http(500);
    expect(await loadDestinations({ catalog: { destinations: () => left(failure) }, errors })).toEqual([]);
    expect(errors.report).toHaveBeenLastCalledWith(failure, { during: 'loading destinations' });
    expect(await loadCategories({ catalog: { categories: () => left(failure) }, errors })).toEqual([]);
    expect(errors.report).toHaveBeenLastCalledWith(failure, { during: 'loading categories' });
  });
});

describe('SPEC 4 Catalog search state', () => {
  const results = catalogWith('Lodge');
  const shown = listingSearchTransition(
    listingSearchTransition(initialListingSearchState, {
      type: 'search-started',
      terms: { destination: 'Vail' },
    }),
    { type: 'results-set', results },
  );

  it('SPEC 4 isSearching while a search runs; a results set shows results', () => {
    const searching = listingSearchTransition(initialListingSearchState, {
      type: 'search-started',
      terms: { keywords: 'hot tub' },
    });
    expect(searching).toEqual({
      ...initialListingSearchState,
      terms: { keywords: 'hot tub' },
      isSearching: true,
    });
    expect(shown).toEqual({ terms: { destination: 'Vail' }, isSearching: false, showResults: true, results });
  });

  it('SPEC 8: a failed search stops searching and keeps what was shown', () => {
    const again = listingSearchTransition(shown, { type: 'search-started', terms: { destination: 'Aspen' } });
    expect(again.results).toBe(results);
    expect(listingSearchTransition(again, { type: 'search-failed' })).toEqual({
      ...again,
      isSearching: false,
    });
  });

  it('SPEC 4 clearing terms empties and hides', () => {
    expect(listingSearchTransition(shown, { type: 'terms-cleared' })).toEqual({
      terms: {},
      isSearching: false,
      showResults: false,
      results: emptyListingCatalog(),
    });
  });
});

describe('SPEC 4, 5, 8 Catalog search as a stateful use case', () => {
  const searchWith = (answer: () => Promise<E.Either<AppError, ListingCatalog>>) => {
    const searchListings = vi.fn<ListingCatalogGateway['searchListings']>(answer);
    const errors = reporter();
    return { search: new ListingSearch({ catalog: { searchListings }, errors }), searchListings, errors };
  };

  it('SPEC 4: searching, then the results shown; listeners follow', async () => {
    const results = catalogWith('Lodge');
    const { search, searchListings } = searchWith(() => right(results));
    const seen: boolean[] = [];
    search.subscribe((state) => seen.push(state.isSearching));
    await search.search({ destination: 'Vail', categoryIds: ['cat_ski'] });
    expect(searchListings).toHaveBeenCalledWith({ destination: 'Vail', categoryIds: ['cat_ski'] });
    expect(search.getState()).toMatchObject({ isSearching: false, showResults: true, results });
    expect(seen).toEqual([true, false]);
  });

  it('SPEC 5: terms that serialise to nothing are a cleared search: emptied, hidden, host not asked', async () => {
    const { search, searchListings } = searchWith(() => right(catalogWith('Lodge')));
    await search.search({ destination: 'Vail' });
    await search.search({ destination: '  ', categoryIds: [], petsAllowed: false, isInstantBooking: null });
    expect(searchListings).toHaveBeenCalledTimes(1);
    expect(search.getState()).toEqual(initialListingSearchState);
  });

  it('SPEC 5: isInstantBooking false is a real term and is searched', async () => {
    const { search, searchListings } = searchWith(() => right(catalogWith('Lodge')));
    await search.search({ isInstantBooking: false });
    expect(searchListings).toHaveBeenCalledTimes(1);
  });

  it('SPEC 8 search failures are reported and ignored', async () => {
    const failure = http(500);
    const { search, errors } = searchWith(() => left(failure));
    await search.search({ destination: 'Vail' });
    expect(errors.report).toHaveBeenCalledWith(failure, { during: 'searching listings' });
    expect(search.getState()).toMatchObject({
      isSearching: false,
      showResults: false,
      terms: { destination: 'Vail' },
    });
  });

  it('only the latest search sets results; one cleared meanwhile is forgotten', async () => {
    const first = deferred<E.Either<AppError, ListingCatalog>>();
    const second = deferred<E.Either<AppError, ListingCatalog>>();
    const answers = [first.promise, second.promise];
    const { search, errors } = searchWith(() => answers.shift()!);
    const older = search.search({ destination: 'Vail' });
    const newer = search.search({ destination: 'Aspen' });
    second.resolve(E.right(catalogWith('Aspen')));
    await newer;
    first.resolve(E.left(http(500)));
    await older;
    expect(search.getState().results.exactMatches[0]?.name).toBe('Aspen');
    expect(errors.report).not.toHaveBeenCalled();

    const third = deferred<E.Either<AppError, ListingCatalog>>();
    answers.push(third.promise);
    const cleared = search.search({ destination: 'Vail' });
    search.clear();
    third.resolve(E.right(catalogWith('Vail')));
    await cleared;
    expect(search.getState()).toEqual(initialListingSearchState);
  });
});

import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryErrorReporter } from '../../../src/adapters/error-reporting/in-memory-error-reporter.js';
import { CatalogSearch, type ResultsParts } from '../../../src/ui/catalog/catalog-search.js';
import * as parts from '../../../src/ui/catalog/results-parts.js';
import { deferred, home, InMemoryListingCatalog, searchAnswer, settle } from './catalog-fixtures.js';

// The results' code (results-parts.ts) loads beside a search's first answer, so /listings
// without a search never downloads it (docs/architecture/web-performance.md).
const setup = (loadParts: () => Promise<ResultsParts | null>) => {
  const catalog = new InMemoryListingCatalog();
  const loads: number[] = [];
  const search = new CatalogSearch({ catalog, errors: new InMemoryErrorReporter() }, () => {
    loads.push(loads.length + 1);
    return loadParts();
  });
  return { search, catalog, loads };
};

describe("CatalogSearch: the results' code comes with the first answer", () => {
  it('a search with no terms (the destination tiles) does not ask for it', async () => {
    const { search, loads } = setup(async () => parts);
    await search.search({});
    expect(search.results.kind).toBe('browsing');
    expect(loads).toEqual([]);
    expect(search.loadedParts).toBeNull();
  });

  it('an answer that comes before the code shows once the code is there', async () => {
    const code = deferred<ResultsParts | null>();
    const { search, catalog, loads } = setup(() => code.promise);
    catalog.searchAnswer = () => E.right(searchAnswer([home('h1'), home('h2')]));
    const searched = search.search({ destination: 'Aspen' });
    await settle();
    expect(catalog.searches).toHaveLength(1); // asked at once, beside the code
    expect(search.results.kind).toBe('searching');
    expect(() => search.parts).toThrow();

    code.resolve(parts);
    await searched;
    const { results } = search;
    expect(results.kind === 'results' && results.exact.map((card) => card.name)).toEqual([
      'Villa h1',
      'Villa h2',
    ]);
    expect(search.parts.ResultsShown).toBe(parts.ResultsShown);

    await search.search({ destination: 'Lake Tahoe' });
    expect(loads).toEqual([1]); // asked for once
  });

  it('without the code (its chunk failed after its retries) the search ends as a failed one; the next asks again', async () => {
    let answer: ResultsParts | null = null;
    const { search, loads } = setup(async () => answer);
    await search.search({ destination: 'Aspen' });
    expect(search.results.kind).toBe('browsing');
    expect(search.state.isSearching).toBe(false);

    answer = parts;
    await search.search({ destination: 'Aspen' });
    expect(search.results.kind).toBe('results');
    expect(loads).toEqual([1, 2]);
  });
});

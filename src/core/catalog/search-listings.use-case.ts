import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { Listing } from '../listing/index.js';
import type { AppError } from '../shared/index.js';
import type { ListingCatalog } from './listing-catalog.entity.js';
import type { ListingCatalogGateway } from './listing-catalog-gateway.port.js';
import type { SearchTerms } from './search-terms.entity.js';
import { searchTermsToQuery } from './search-terms-query.rule.js';

export interface SearchListingsDeps {
  readonly catalog: Pick<ListingCatalogGateway, 'searchListings'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * Terms that make no query (searchTermsToQuery leaves nothing) are a cleared search: the
 * results are emptied and hidden and the host is not asked (docs/product/validation.md).
 */
export const asksNothing = (terms: SearchTerms): boolean =>
  Object.keys(searchTermsToQuery(terms)).length === 0;

/**
 * The homes matching the terms. A failure is reported here; the screen keeps what it
 * showed (docs/product/errors.md#load-failures: search failures are reported and ignored).
 */
export const searchListings = async (
  deps: SearchListingsDeps,
  terms: SearchTerms,
): Promise<E.Either<AppError, ListingCatalog>> => {
  const answer = await deps.catalog.searchListings(terms);
  if (E.isLeft(answer)) deps.errors.report(answer.left, { during: 'searching listings' });
  return answer;
};

/**
 * The cards of the homes `ids` among a search's results, asked for as the guest reaches them.
 * A failure is reported and answers null: the homes keep their placeholders, to be asked for again.
 */
export const loadResultCards = async (
  deps: SearchListingsDeps,
  terms: SearchTerms,
  ids: readonly string[],
): Promise<readonly Listing[] | null> => {
  const answer = await deps.catalog.searchListings(terms, ids);
  if (E.isLeft(answer)) {
    deps.errors.report(answer.left, { during: 'loading search result cards' });
    return null;
  }
  return [...answer.right.exactMatches, ...answer.right.partialMatches];
};

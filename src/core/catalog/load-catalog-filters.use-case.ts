import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { Category } from './category.entity.js';
import type { Destination } from './destination.entity.js';
import type { ListingCatalogGateway } from './listing-catalog-gateway.port.js';

export interface LoadDestinationsDeps {
  readonly catalog: Pick<ListingCatalogGateway, 'destinations'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface LoadCategoriesDeps {
  readonly catalog: Pick<ListingCatalogGateway, 'categories'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

// Destinations and categories only feed the search pickers
// (docs/product/errors.md#load-failures); without them the guest can still type a search, so
// a failure is reported and the list is left empty.

/** The destinations the search offers. */
export const loadDestinations = async (deps: LoadDestinationsDeps): Promise<readonly Destination[]> => {
  const answer = await deps.catalog.destinations();
  if (E.isRight(answer)) return answer.right;
  deps.errors.report(answer.left, { during: 'loading destinations' });
  return [];
};

/** The stay categories the search offers. */
export const loadCategories = async (deps: LoadCategoriesDeps): Promise<readonly Category[]> => {
  const answer = await deps.catalog.categories();
  if (E.isRight(answer)) return answer.right;
  deps.errors.report(answer.left, { during: 'loading categories' });
  return [];
};

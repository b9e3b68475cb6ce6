import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { catalogLoadFailure } from './catalog-load-failure.rule.js';
import { emptyListingCatalog, type ListingCatalog } from './listing-catalog.entity.js';
import type { ListingCatalogGateway } from './listing-catalog-gateway.port.js';

export interface LoadListingCatalogDeps {
  readonly catalog: Pick<ListingCatalogGateway, 'listingCatalog'>;
}

/** The catalog to show, and the page-load error to show with it when it failed. */
export interface ListingCatalogLoad {
  readonly catalog: ListingCatalog;
  readonly error: AppError | null;
}

/**
 * The home catalog. A failure still shows the (empty) catalog, with the 'Search Unavailable'
 * error asking the guest to call (docs/product/errors.md#catalog-failure); `phone` is the
 * product's number as it should read (from configuration).
 */
export const loadListingCatalog = async (
  deps: LoadListingCatalogDeps,
  phone: string,
): Promise<ListingCatalogLoad> => {
  const answer = await deps.catalog.listingCatalog();
  return E.isRight(answer)
    ? { catalog: answer.right, error: null }
    : { catalog: emptyListingCatalog(), error: catalogLoadFailure(phone, answer.left) };
};

import * as E from 'fp-ts/lib/Either.js';
import { type AppError, appError } from '../shared/index.js';

export const ITEM_NOT_ON_ITINERARY = 'The itinerary item could not be located on this itinerary';

/**
 * Setting an active item the itinerary does not hold is a 404 page-load error
 * (docs/product/flows.md#itinerary-item-updates and docs/product/errors.md#other-messages):
 * a page-load error without a status is shown as the catalogue's 404.
 */
export const findActiveItem = <T extends { readonly id: string }>(
  items: readonly T[],
  id: string,
): E.Either<AppError, T> => {
  const found = items.find((item) => item.id === id);
  return found === undefined ? E.left(appError('page-load', ITEM_NOT_ON_ITINERARY)) : E.right(found);
};

import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { emptyFolio, type Folio } from './folio.entity.js';
import type { ItineraryGateway } from './itinerary-gateway.port.js';
import { type TripRefusal, tripRefusalOf } from './trip-access.rule.js';

/** A trip's folio as the billing page reads it: the folio, or no access to it. */
export type FolioAccess =
  | { readonly access: 'granted'; readonly folio: Folio }
  | { readonly access: 'refused'; readonly refusal: TripRefusal; readonly folio: Folio };

/**
 * The trip's folio. Nobody signed in, or another guest, is no access: an empty folio and the unauthorized state
 * (docs/product/roles.md#folio-access); any other failure stays a failure, for the page-load
 * error (docs/product/errors.md#load-failures).
 */
export const loadFolio = async (
  deps: { readonly itineraries: Pick<ItineraryGateway, 'folio'> },
  itineraryId: string,
): Promise<E.Either<AppError, FolioAccess>> => {
  const folio = await deps.itineraries.folio(itineraryId);
  if (E.isRight(folio)) return E.right({ access: 'granted', folio: folio.right });
  const refusal = tripRefusalOf(folio.left);
  return refusal === null ? folio : E.right({ access: 'refused', refusal, folio: emptyFolio() });
};

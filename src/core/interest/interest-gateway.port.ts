import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { UserInterest } from './user-interest.entity.js';
import type { UserInterestSearch } from './user-interest-search.model.js';

/**
 * What guests may enjoy on a trip, for the reservation overlay's collage
 * (docs/product/routes.md#reservation-collage).
 */
export interface InterestGateway {
  /**
   * The interests for the trip's market, dates and guests: failures are logged only
   * (docs/product/calls.md#services-and-misc).
   */
  userInterests(search: UserInterestSearch): Promise<E.Either<AppError, readonly UserInterest[]>>;
}
export const InterestGateway = token<InterestGateway>('InterestGateway');

import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import { token } from '../shared/token.js';
import type { UserInterest } from './user-interest.entity.js';
import type { UserInterestQuery } from './user-interest.wire.js';

/** What guests may enjoy on a trip, for the reservation overlay's collage (SPEC 2). */
export interface InterestGateway {
  /** GET /api/userInterest/?market=&startDate=&endDate=&guestAges=...: failures are logged only (SPEC 7). */
  userInterests(query: UserInterestQuery): Promise<E.Either<AppError, readonly UserInterest[]>>;
}
export const InterestGateway = token<InterestGateway>('InterestGateway');

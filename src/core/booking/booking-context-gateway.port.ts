import type * as E from 'fp-ts/lib/Either.js';
import type { BookingItemType } from '../booking-terms/index.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { BookingContext } from './booking-context.entity.js';
import type { BookingState } from './booking-state.entity.js';

export interface BookingContextIdsBody {
  readonly contextIds: readonly string[];
}

/**
 * A booking context to save (docs/product/calls.md#auth-and-context). Without
 * itemBookingContextId the host creates a context; with it, it updates that one.
 */
export interface SaveBookingContextBody {
  readonly itemId: string;
  readonly itemType: BookingItemType;
  readonly bookingState: BookingState;
  readonly skipValidation: boolean;
  readonly itemBookingContextId?: string;
}

/**
 * Where a guest's booking contexts live between visits, anonymous ones by id
 * (docs/product/flows.md#booking-contexts and docs/product/roles.md#anonymous-visitors).
 */
export interface BookingContextGateway {
  /** Hands the anonymous contexts to the signed-in user. */
  attachBookingContexts(body: BookingContextIdsBody): Promise<E.Either<AppError, readonly BookingContext[]>>;
  /** Creates, or with itemBookingContextId updates, a context. */
  saveBookingContext(body: SaveBookingContextBody): Promise<E.Either<AppError, BookingContext>>;
  /** The contexts of the signed-in user (or e-mail cookie). */
  myBookingContexts(): Promise<E.Either<AppError, readonly BookingContext[]>>;
  /** Anonymous contexts by their stored ids. */
  bookingContextsByIds(body: BookingContextIdsBody): Promise<E.Either<AppError, readonly BookingContext[]>>;
}
export const BookingContextGateway = token<BookingContextGateway>('BookingContextGateway');

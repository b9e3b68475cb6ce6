import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { StoredItemStatus } from './item-status.rule.js';
import type { RespondByHours } from './pending-request.rule.js';

/** An item the guest asked about, as the host records it. */
export interface AskedItem {
  readonly itemId: string;
  readonly kind: 'service' | 'home';
  readonly name: string;
  readonly status: StoredItemStatus;
  /** When the guest asked (the move into the status), ISO instant. */
  readonly since: string;
}

/** What the host knows of a trip's pending requests (docs/product/pending.md). */
export interface TripPendingFacts {
  readonly respondByHours: RespondByHours;
  readonly concierge: { readonly name: string; readonly phone: string; readonly email: string } | null;
  readonly items: readonly AskedItem[];
}

export interface TripPendingGateway {
  pending(itineraryId: string): Promise<E.Either<AppError, TripPendingFacts>>;
}

export const TripPendingGateway = token<TripPendingGateway>('TripPendingGateway');

import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type { Clock } from '../time/index.js';
import { type PendingRequest, pendingRequest } from './pending-request.rule.js';
import type { AskedItem, TripPendingFacts, TripPendingGateway } from './trip-pending-gateway.port.js';

export interface PendingItem extends PendingRequest {
  readonly itemId: string;
  readonly kind: AskedItem['kind'];
  readonly name: string;
}

export interface TripPending {
  readonly items: readonly PendingItem[];
  readonly concierge: TripPendingFacts['concierge'];
}

/** The trip's pending requests, each with what is owed, by when and whether it is overdue now. */
export const loadTripPending = async (
  deps: { readonly pending: TripPendingGateway; readonly clock: Clock },
  itineraryId: string,
): Promise<E.Either<AppError, TripPending>> =>
  E.map((facts: TripPendingFacts): TripPending => {
    const now = deps.clock.now();
    return {
      concierge: facts.concierge,
      items: facts.items.flatMap((item) => {
        const request = pendingRequest(item.status, item.since, facts.respondByHours, now);
        return request ? [{ itemId: item.itemId, kind: item.kind, name: item.name, ...request }] : [];
      }),
    };
  })(await deps.pending.pending(itineraryId));

import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { ItemStatus } from './item-status.rule.js';

/** Who moved an item: the guest or the concierge. */
export type HistoryActor = 'guest' | 'concierge';

/** One step of an item's history as the host records it: a status, since when, by whom. */
export interface ItemHistoryEntry {
  /** 'removed' is the guest's removal, which the host keeps. */
  readonly status: ItemStatus | 'removed';
  /** ISO instant. */
  readonly at: string;
  readonly by: HistoryActor;
  readonly reason: string | null;
}

/** Which item: a service of the trip or a home of the trip. */
export interface HistoryItemAddress {
  readonly itineraryId: string;
  readonly kind: 'service' | 'home';
  readonly itemId: string;
}

/** The host's record of an item's changes (docs/product/pending.md#each-items-history), oldest first. */
export interface ItemHistoryGateway {
  history(item: HistoryItemAddress): Promise<E.Either<AppError, readonly ItemHistoryEntry[]>>;
}

export const ItemHistoryGateway = token<ItemHistoryGateway>('ItemHistoryGateway');

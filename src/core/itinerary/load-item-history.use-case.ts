import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type {
  HistoryActor,
  HistoryItemAddress,
  ItemHistoryEntry,
  ItemHistoryGateway,
} from './item-history-gateway.port.js';
import { statusGuide } from './item-status-label.rule.js';

/** One step of an item's history in the guest's words. */
export interface ItemHistoryStep {
  readonly status: ItemHistoryEntry['status'];
  /** What happened: 'Added to your trip', then each status's title. */
  readonly title: string;
  /** ISO instant. */
  readonly at: string;
  readonly by: HistoryActor;
  /** 'you' or 'the concierge'. */
  readonly byWords: string;
}

export const HISTORY_ADDED = 'Added to your trip';
export const HISTORY_REMOVED = 'Removed from your trip';
export const HISTORY_ANSWERED = 'Questions answered';

const BY_WORDS: Readonly<Record<HistoryActor, string>> = { guest: 'you', concierge: 'the concierge' };

/** A step's title: the first is the item's arrival on the trip, each later one its new status. */
export const historyTitle = (entry: ItemHistoryEntry, first: boolean, kind: HistoryItemAddress['kind']) => {
  if (first) return HISTORY_ADDED;
  if (entry.status === 'removed') return HISTORY_REMOVED;
  if (entry.status === 'info') return HISTORY_ANSWERED;
  return statusGuide(entry.status, { isListing: kind === 'home' }).title;
};

/**
 * Each status the item went through, when and by whom (docs/product/pending.md#each-items-history),
 * oldest first, in the host's order.
 */
export const loadItemHistory = async (
  deps: { readonly history: ItemHistoryGateway },
  item: HistoryItemAddress,
): Promise<E.Either<AppError, readonly ItemHistoryStep[]>> =>
  E.map((entries: readonly ItemHistoryEntry[]) =>
    entries.map(
      (entry, index): ItemHistoryStep => ({
        status: entry.status,
        title: historyTitle(entry, index === 0, item.kind),
        at: entry.at,
        by: entry.by,
        byWords: BY_WORDS[entry.by],
      }),
    ),
  )(await deps.history.history(item));

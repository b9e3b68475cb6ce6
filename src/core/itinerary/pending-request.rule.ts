import { canonicalItemStatus, type StoredItemStatus } from './item-status.rule.js';

/**
 * Pending, honestly (docs/product/pending.md): an item the guest asked about says since when,
 * what the concierge owes and by when, from the respond-by rule the host stores.
 */
export type ConciergeOwes = 'price' | 'confirmation';

/** Hours the concierge has to answer, by what is owed. */
export type RespondByHours = Readonly<Record<ConciergeOwes, number>>;

/** The product's rule until the concierge sets another: a day for a price, two for a confirmation. */
export const DEFAULT_RESPOND_BY: RespondByHours = { price: 24, confirmation: 48 };

/** What the concierge owes for an item in this status, if anything. */
export const owedFor = (status: StoredItemStatus): ConciergeOwes | undefined => {
  const canonical = canonicalItemStatus(status);
  if (canonical === 'in_progress') return 'price';
  if (canonical === 'approved') return 'confirmation';
  return undefined;
};

/** The guest's words for what is owed. */
export const OWED_WORDS: Readonly<Record<ConciergeOwes, string>> = {
  price: 'a price',
  confirmation: 'a confirmation',
};

export interface PendingRequest {
  readonly owes: ConciergeOwes;
  /** When the guest asked (the move into the current status), ISO instant. */
  readonly since: string;
  /** When the answer is due, ISO instant. */
  readonly respondBy: string;
  readonly overdue: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** The item's pending request, or undefined when the concierge owes nothing for it. */
export const pendingRequest = (
  status: StoredItemStatus,
  since: string,
  hours: RespondByHours,
  now: Date,
): PendingRequest | undefined => {
  const owes = owedFor(status);
  const asked = Date.parse(since);
  if (!owes || !Number.isFinite(asked)) return undefined;
  const due = asked + hours[owes] * HOUR_MS;
  return {
    owes,
    since: new Date(asked).toISOString(),
    respondBy: new Date(due).toISOString(),
    overdue: now.getTime() > due,
  };
};

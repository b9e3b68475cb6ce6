import type { Queryable } from '../db/database.js';
import type { ItemKind } from '../db/rows/trips.js';
import { HttpError } from '../http/http-error.js';
import { recordStatusEvent } from '../trips/trip-history.store.js';
import { clearQuote } from './quote.store.js';

/**
 * A quote prices what was quoted: the stay's dates and party, the service's date, quantities
 * and options. When the guest changes any of those the quote no longer applies
 * (docs/host/pricing-integrity.md): it is cleared (a home's concierge_quote, a service's
 * adjustments, the concierge's credits) and a quoted item goes back to awaiting a price
 * (in_progress, the status the app shows as "price requested"), so the concierge quotes again.
 */
export const QUOTE_VOIDED = 'Guest changed what was quoted: a new price is needed';

/** What a reserve that would change a quoted item answers: the guest must ask for a new price. */
export const QUOTE_CHANGED =
  'This item was quoted for other dates, guests or options: request a new price before reserving it.';

export interface QuotedItem {
  kind: ItemKind;
  id: string;
  itineraryId: string;
  status: string;
  /** Whether the item carries a quote now (a home's concierge_quote, a service's adjustments). */
  hasQuote: boolean;
}

/**
 * Voids the item's quote when the guest changed what it priced; answers the item's status
 * afterwards. Nothing happens to an item without a quote.
 */
export const voidQuote = async (tx: Queryable, item: QuotedItem, actorUserId: string): Promise<string> => {
  if (!item.hasQuote && item.status !== 'quoted') return item.status;
  const to = item.status === 'quoted' ? 'in_progress' : item.status;
  await clearQuote(tx, item.kind, item.id, to);
  if (to !== item.status) {
    await recordStatusEvent(tx, {
      itineraryId: item.itineraryId,
      itemId: item.id,
      kind: item.kind,
      from: item.status,
      to,
      reason: QUOTE_VOIDED,
      actorUserId,
      actorRole: 'guest',
    });
  }
  return to;
};

/** A reserve that would change what was quoted is refused (409): the quote's price no longer holds. */
export const assertQuoteUnchanged = (item: QuotedItem, changed: boolean): void => {
  if (changed && (item.hasQuote || item.status === 'quoted')) throw new HttpError(409, QUOTE_CHANGED);
};

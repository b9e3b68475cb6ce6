import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import type { BillingDetailsJson } from './billing-details.js';
import { CARD_OF_ANOTHER_ACCOUNT, saveCard } from './card-saving.workflow.js';
import { findCardById, findCardByMethod, type StoredCard } from './payment-card.store.js';
import type { CardProvider } from './payment-provider.js';

export const CARD_NOT_FOUND = 'Card not found';

/**
 * The user's card for `cardId`: a stored card's id, or the id of a payment method the
 * provider set up for them (the standalone card form attaches that one to a trip), which is
 * then put on file. Another account's card answers 403, an unknown one 404.
 */
export const cardOnFile = async (
  db: Queryable,
  provider: CardProvider,
  userId: string,
  cardId: string,
  billingDetails: BillingDetailsJson | null,
): Promise<StoredCard> => {
  const known = (await findCardById(db, cardId)) ?? (await findCardByMethod(db, provider.name, cardId));
  if (known) {
    if (known.userId !== userId) throw new HttpError(403, CARD_OF_ANOTHER_ACCOUNT);
    return known;
  }
  // Only a provider's method id is worth asking the provider about.
  const method = cardId.startsWith('pm_') ? await provider.cardOfMethod(userId, cardId) : null;
  if (!method) throw new HttpError(404, CARD_NOT_FOUND);
  return (await saveCard(db, userId, method, billingDetails)).card;
};

import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import type { BillingDetailsJson } from './billing-details.js';
import {
  type CreditCardJson,
  findCardByMethod,
  insertCardUnlessOnFile,
  type StoredCard,
} from './payment-card.store.js';
import type { ProviderCard } from './payment-provider.js';

export const CARD_OF_ANOTHER_ACCOUNT = 'This card belongs to another account.';

/** Only what the app may see: the provider's method id stays here. */
export const toCreditCardJson = ({
  provider: _p,
  providerMethodId: _m,
  ...card
}: StoredCard): CreditCardJson => card;

/**
 * Stores the provider's card for `userId`. A method already on file is answered as it is
 * (`created: false`): saving the same card twice adds no second row, so a retried request
 * is harmless. The unique (provider, method) index settles a race between two requests.
 */
export const saveCard = async (
  db: Queryable,
  userId: string,
  card: ProviderCard,
  billingDetails: BillingDetailsJson | null,
): Promise<{ card: StoredCard; created: boolean }> => {
  const inserted = await insertCardUnlessOnFile(db, userId, card, billingDetails);
  if (inserted) return { card: inserted, created: true };
  const existing = await findCardByMethod(db, card.provider, card.methodId);
  if (!existing) throw new Error('a card on conflict vanished before it could be read');
  if (existing.userId !== userId) throw new HttpError(403, CARD_OF_ANOTHER_ACCOUNT);
  return { card: existing, created: false };
};

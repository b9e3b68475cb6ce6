import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import type { PaymentCardRow } from '../db/rows/payments.js';
import { type BillingDetailsJson, storedBillingDetails } from './billing-details.js';
import type { ProviderCard } from './payment-provider.js';

type CardRow = Omit<PaymentCardRow, 'created_at'>;

/** A stored card as the app's CreditCard codec reads it (src/core/payment/credit-card.entity.ts). */
export interface CreditCardJson {
  cardId: string;
  userId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  billingDetails: BillingDetailsJson | null;
}

export interface StoredCard extends CreditCardJson {
  provider: string;
  providerMethodId: string;
}

const COLUMNS =
  'id, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, billing_details';

const toStoredCard = (row: CardRow): StoredCard => ({
  cardId: row.id,
  userId: row.user_id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  billingDetails: storedBillingDetails(row.billing_details),
  provider: row.provider,
  providerMethodId: row.provider_method_id,
});

export const cardsOfUser = async (db: Queryable, userId: string): Promise<StoredCard[]> => {
  const { rows } = await db.query<CardRow>(
    `select ${COLUMNS} from payment_cards where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows.map(toStoredCard);
};

export const findCardById = async (db: Queryable, cardId: string): Promise<StoredCard | null> => {
  const { rows } = await db.query<CardRow>(`select ${COLUMNS} from payment_cards where id = $1`, [cardId]);
  return rows[0] ? toStoredCard(rows[0]) : null;
};

export const findCardByMethod = async (
  db: Queryable,
  provider: string,
  methodId: string,
): Promise<StoredCard | null> => {
  const { rows } = await db.query<CardRow>(
    `select ${COLUMNS} from payment_cards where provider = $1 and provider_method_id = $2`,
    [provider, methodId],
  );
  return rows[0] ? toStoredCard(rows[0]) : null;
};

/**
 * Stores the provider's card for `userId`, unless its method is already on file: then
 * nothing is written and the answer is null (the unique (provider, method) index settles a
 * race between two requests).
 */
export const insertCardUnlessOnFile = async (
  db: Queryable,
  userId: string,
  card: ProviderCard,
  billingDetails: BillingDetailsJson | null,
): Promise<StoredCard | null> => {
  const { rows } = await db.query<CardRow>(
    `insert into payment_cards (id, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, billing_details)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
     on conflict (provider, provider_method_id) do nothing
     returning ${COLUMNS}`,
    [
      newObjectId(),
      userId,
      card.provider,
      card.methodId,
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      JSON.stringify(billingDetails ?? card.billingDetails ?? {}),
    ],
  );
  return rows[0] ? toStoredCard(rows[0]) : null;
};

/** Whether the user has a card expiring in month `month` of `year` or later. */
export const hasCardValidThrough = async (
  db: Queryable,
  userId: string,
  year: number,
  month: number,
): Promise<boolean> => {
  const { rows } = await db.query<{ found: boolean }>(
    `select exists (select 1 from payment_cards
                     where user_id = $1 and (exp_year > $2 or (exp_year = $2 and exp_month >= $3))) as found`,
    [userId, year, month],
  );
  return rows[0]?.found === true;
};

/** Whether card `cardId` is on file for the user. */
export const isCardOfUser = async (db: Queryable, cardId: string, userId: string): Promise<boolean> => {
  const { rows } = await db.query('select 1 from payment_cards where id = $1 and user_id = $2', [
    cardId,
    userId,
  ]);
  return rows.length > 0;
};

import type { Queryable } from '../db/database.js';
import type {
  SandboxCardTokenRow,
  SandboxPaymentMethodRow,
  SandboxSetupIntentRow,
} from '../db/rows/payments.js';
import type { BillingDetailsJson } from './billing-details.js';

/**
 * The sandbox card provider's own tables: what Stripe would keep on its side (setups,
 * payment methods and card tokens).
 */

/** A payment method, or a card token read as one (its user_id null). */
export type SandboxMethodRow = Omit<SandboxPaymentMethodRow, 'created_at'>;

export const insertSetupIntent = async (
  db: Queryable,
  setup: Pick<SandboxSetupIntentRow, 'client_secret_hash' | 'user_id' | 'created_at' | 'expires_at'>,
): Promise<void> => {
  await db.query(
    `insert into sandbox_setup_intents (client_secret_hash, user_id, created_at, expires_at)
       values ($1, $2, $3, $4)`,
    [setup.client_secret_hash, setup.user_id, setup.created_at, setup.expires_at],
  );
};

/** The setup behind a client secret's hash, locked until the transaction ends. */
export const lockSetupIntent = async (
  tx: Queryable,
  clientSecretHash: string,
): Promise<Pick<SandboxSetupIntentRow, 'user_id' | 'expires_at' | 'payment_method_id'> | null> => {
  const { rows } = await tx.query<
    Pick<SandboxSetupIntentRow, 'user_id' | 'expires_at' | 'payment_method_id'>
  >(
    `select user_id, expires_at, payment_method_id from sandbox_setup_intents
          where client_secret_hash = $1 for update`,
    [clientSecretHash],
  );
  return rows[0] ?? null;
};

export const markSetupIntentConfirmed = async (
  tx: Queryable,
  clientSecretHash: string,
  paymentMethodId: string,
): Promise<void> => {
  await tx.query('update sandbox_setup_intents set payment_method_id = $1 where client_secret_hash = $2', [
    paymentMethodId,
    clientSecretHash,
  ]);
};

export const insertPaymentMethod = async (
  tx: Queryable,
  method: Omit<SandboxMethodRow, 'billing_details'> & { billing_details: BillingDetailsJson },
): Promise<SandboxMethodRow> => {
  const { rows } = await tx.query<SandboxMethodRow>(
    `insert into sandbox_payment_methods (id, user_id, brand, last4, exp_month, exp_year, billing_details)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb)
         returning id, user_id, brand, last4, exp_month, exp_year, billing_details`,
    [
      method.id,
      method.user_id,
      method.brand,
      method.last4,
      method.exp_month,
      method.exp_year,
      JSON.stringify(method.billing_details),
    ],
  );
  return rows[0] as SandboxMethodRow;
};

export const findPaymentMethod = async (
  db: Queryable,
  methodId: string,
): Promise<SandboxMethodRow | null> => {
  const { rows } = await db.query<SandboxMethodRow>(
    `select id, user_id, brand, last4, exp_month, exp_year, billing_details
         from sandbox_payment_methods where id = $1`,
    [methodId],
  );
  return rows[0] ?? null;
};

export const insertSandboxCardToken = async (
  db: Queryable,
  token: Omit<SandboxCardTokenRow, 'billing_details'> & { billing_details: BillingDetailsJson },
): Promise<void> => {
  await db.query(
    `insert into sandbox_card_tokens (id, brand, last4, exp_month, exp_year, billing_details, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [
      token.id,
      token.brand,
      token.last4,
      token.exp_month,
      token.exp_year,
      JSON.stringify(token.billing_details),
      token.created_at,
      token.expires_at,
    ],
  );
};

/** Uses up a card token still in time: it is deleted and answered as a payment method without a user. */
export const takeSandboxCardToken = async (
  db: Queryable,
  token: string,
  now: Date,
): Promise<SandboxMethodRow | null> => {
  const { rows } = await db.query<SandboxMethodRow>(
    `delete from sandbox_card_tokens where id = $1 and expires_at > $2
       returning id, null::text as user_id, brand, last4, exp_month, exp_year, billing_details`,
    [token, now],
  );
  return rows[0] ?? null;
};

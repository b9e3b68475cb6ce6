/**
 * Rows of 008_payments.sql and 013_payments_extra.sql: cards on file and card tokens, and
 * what the sandbox provider keeps in Stripe's place. Never a card number or security code.
 */

export type CardProviderName = 'sandbox' | 'stripe';

export interface PaymentCardRow {
  id: string;
  user_id: string;
  provider: CardProviderName;
  provider_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Cardholder name, postal code, country, city: what the guest typed beside the widget. */
  billing_details: Record<string, unknown>;
  created_at: Date;
}

export interface CardTokenRow {
  /** The sha256 of the token. */
  token_hash: string;
  user_id: string;
  itinerary_id: string | null;
  issued_by_user_id: string | null;
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
  /** The card it was used for, once used. */
  card_id: string | null;
}

export interface SandboxSetupIntentRow {
  client_secret_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  payment_method_id: string | null;
}

export interface SandboxPaymentMethodRow {
  id: string;
  user_id: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Date;
  billing_details: Record<string, unknown>;
}

export interface SandboxCardTokenRow {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  billing_details: Record<string, unknown>;
  created_at: Date;
  expires_at: Date;
}

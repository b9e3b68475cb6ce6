-- What the sandbox payment provider keeps beyond 008_payments.sql
-- (docs/host/decisions.md#payment-cards).

-- The billing details the guest typed beside the card widget, kept with the payment method
-- as Stripe keeps them, so a card saved from it later carries them.
alter table sandbox_payment_methods
  add column billing_details jsonb not null default '{}'::jsonb
    check (jsonb_typeof(billing_details) = 'object');

-- Card tokens the sandbox made from a card for the card-token page (Stripe's tok_...): single
-- use, short-lived, and like everything here without a card number or security code.
create table sandbox_card_tokens (
  id text primary key,
  brand text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer not null check (exp_month between 1 and 12),
  exp_year integer not null check (exp_year between 2000 and 2200),
  billing_details jsonb not null default '{}'::jsonb check (jsonb_typeof(billing_details) = 'object'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > created_at)
);

-- Payment cards and card tokens (docs/host/decisions.md#payment-cards). Only what the payment
-- provider hands back is kept: its method id, brand, last four digits, expiry and the billing
-- details; never a card number or security code.

create table payment_cards (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  -- 'sandbox' (our offline stand-in) or 'stripe'.
  provider text not null check (provider in ('sandbox', 'stripe')),
  provider_method_id text not null,
  brand text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer not null check (exp_month between 1 and 12),
  exp_year integer not null check (exp_year between 2000 and 2200),
  -- Cardholder name, postal code, country, city: what the guest typed beside the widget.
  billing_details jsonb not null default '{}'::jsonb check (jsonb_typeof(billing_details) = 'object'),
  created_at timestamptz not null default now(),
  unique (provider, provider_method_id)
);

create index payment_cards_user_id_idx on payment_cards (user_id, created_at);

-- Links a concierge sends a guest to add a card (/card-addition?token=...): 72 hours, once.
-- Only the token's sha256 is kept, like session tokens.
create table card_tokens (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  itinerary_id text references itineraries (id) on delete set null,
  issued_by_user_id text references users (id) on delete set null,
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  -- The card it was used for, once used.
  card_id text references payment_cards (id) on delete set null,
  check (expires_at > issued_at)
);

create index card_tokens_user_id_idx on card_tokens (user_id);

-- Card setups the sandbox provider has started (GET /api/billing/client-secret) and the
-- payment methods it made from them: what Stripe keeps on its side, kept here offline.
create table sandbox_setup_intents (
  client_secret_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  payment_method_id text
);

create table sandbox_payment_methods (
  id text primary key,
  user_id text references users (id) on delete cascade,
  brand text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer not null check (exp_month between 1 and 12),
  exp_year integer not null check (exp_year between 2000 and 2200),
  created_at timestamptz not null default now()
);

-- One-time account links a concierge issues (docs/host/decisions.md#account-links): set a new
-- password, or finalize an invited account. Like sessions, only the sha256 of the token is
-- stored, so reading this table grants nothing. Invited accounts have no password yet: their
-- password_hash is '' (never a valid scrypt string, so sign-in refuses them with the usual
-- "Invalid e-mail or password" until they finalize).
create table account_tokens (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('set-password', 'finalize-account')),
  issued_by_user_id text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index account_tokens_user_id_idx on account_tokens (user_id);

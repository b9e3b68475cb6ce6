-- Accounts, roles and sessions of the session backend (docs/host/decisions.md#sessions-and-roles).

create table users (
  id text primary key,
  -- Stored as typed; uniqueness and look-ups go through lower(email), a portable citext.
  email text not null,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  phone text,
  created_at timestamptz not null default now()
);

create unique index users_email_lower_key on users (lower(email));

create table user_roles (
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('guest', 'concierge', 'admin')),
  primary key (user_id, role)
);

-- Only the sha256 of a session token is kept: a leaked table grants no sessions.
create table sessions (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index sessions_user_id_idx on sessions (user_id);
create index sessions_expires_at_idx on sessions (expires_at);

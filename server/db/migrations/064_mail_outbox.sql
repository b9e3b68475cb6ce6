-- The host's mail outbox (docs/host/decisions.md#mail-outbox): the host has no e-mail delivery
-- of its own, so each message it sends is written here, in the transaction of the work that
-- sends it (a password-reset link leaves with its token, or not at all). A deployment's relay
-- delivers the rows in id order and deletes what it delivered; the concierge reads a guest's
-- messages (GET /api/concierge/outbox, npm run concierge -- outbox). Unlike account_tokens,
-- a message holds its link whole: reading this table grants the links in it until they expire.
create table mail_outbox (
  id bigint generated always as identity primary key,
  to_email text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);

create index mail_outbox_to_email_idx on mail_outbox (lower(to_email), id);

-- Pending, honestly (issue 32 item 3, docs/product/pending.md): how long the concierge takes
-- to answer what a guest asked. A price request owes 'a price', a reservation waiting for
-- the concierge owes 'a confirmation'; each is due this many hours after the guest asked.
-- saveRespondBy (server/pending/pending.store.ts) changes them; the concierge CLI's command for
-- it is still to come (docs/product/pending.md).
create table concierge_respond_by (
  owes text primary key check (owes in ('price', 'confirmation')),
  hours integer not null check (hours between 1 and 720),
  updated_at timestamptz not null default now()
);

insert into concierge_respond_by (owes, hours) values ('price', 24), ('confirmation', 48);

-- The trip in the guest's calendar (issue 32 item 2, docs/product/calendar.md).

-- A private subscription address for one trip's calendar feed. Only the token's SHA-256 is
-- kept, as for sessions: reading this table gives no feed. A trip has at most one live
-- address; renewing revokes the old one and makes a new one, revoking stamps revoked_at,
-- and a revoked address answers 404 like one that never existed.
create table calendar_subscriptions (
  id text primary key,
  itinerary_id text not null references itineraries (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

create unique index calendar_subscriptions_live_key
  on calendar_subscriptions (itinerary_id) where revoked_at is null;

-- Where a home is and when its stay begins and ends, for the event's LOCATION and times. The
-- street address is unknown (null) for homes whose owner has not given it; the feed then
-- names the home and its destination. Check-in and check-out are wall times in the market's
-- zone ('HH:MM'); the demo homes' house manual says check-in from 4 pm.
alter table listings add column street_address text;
alter table listings add column check_in_time text not null default '16:00'
  check (check_in_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
alter table listings add column check_out_time text not null default '10:00'
  check (check_out_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');

-- Where a service happens when it is not at the guest's home (a marina, a spa); null means
-- the trip's home, or the market when the trip has none.
alter table services add column meeting_place text;

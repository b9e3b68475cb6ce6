-- The catalog's version, for the host's cache of search answers
-- (docs/host/decisions.md#search-answers-are-cached). Any write that can change an answer bumps
-- it in the writing transaction, so the new version becomes visible at the same commit as the
-- change, whoever wrote it (a booking, an owner's block, a price change, a fixture, another
-- host process): a host that reads the version before searching never keeps a stale answer.
--
-- The version is the sum of 64 counters. Reservations and blocks bump the counter of their
-- home's shard, so two guests booking different homes seldom wait on the same row (each
-- holds its counter until commit); the rarer writes to homes, places and their terms bump
-- counter 0 once per statement. The sum only grows, one step per committed change at least.
create table catalog_versions (
  shard integer primary key check (shard between 0 and 63),
  version bigint not null default 0
);

insert into catalog_versions (shard) select generate_series(0, 63);

create function bump_catalog_version() returns trigger language plpgsql as $$
begin
  update catalog_versions set version = version + 1 where shard = 0;
  return null;
end $$;

create function bump_home_calendar_version() returns trigger language plpgsql as $$
begin
  update catalog_versions set version = version + 1
   where shard = (hashtext(coalesce(new.listing_id, old.listing_id)) & 63);
  return null;
end $$;

create trigger listing_unavailable_ranges_version
  after insert or update or delete on listing_unavailable_ranges
  for each row execute function bump_home_calendar_version();

create trigger listing_unavailable_ranges_truncate_version
  after truncate on listing_unavailable_ranges
  for each statement execute function bump_catalog_version();

create trigger listings_version after insert or update or delete or truncate on listings
  for each statement execute function bump_catalog_version();
create trigger destinations_version after insert or update or delete or truncate on destinations
  for each statement execute function bump_catalog_version();
create trigger amenities_version after insert or update or delete or truncate on amenities
  for each statement execute function bump_catalog_version();
create trigger categories_version after insert or update or delete or truncate on categories
  for each statement execute function bump_catalog_version();
create trigger listing_amenities_version after insert or update or delete or truncate on listing_amenities
  for each statement execute function bump_catalog_version();
create trigger listing_categories_version after insert or update or delete or truncate on listing_categories
  for each statement execute function bump_catalog_version();

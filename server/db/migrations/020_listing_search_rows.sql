-- Narrow search rows (docs/host/performance.md#narrow-search-rows-migration-020): what a
-- search filters and ranks on and a result card shows (name, first photo, rate), one row per
-- home, with the nights it cannot be booked as one date multirange. A search that misses the
-- cache used to read every home of its area from the wide listings table (about four rows a
-- page: description, photos, the keyword document), probe the calendar once per home and
-- fetch every result's wide row again; it now reads these rows, about 35 a page, tests each
-- home's calendar in the row itself and builds its results from them. The listings table and
-- listing_unavailable_ranges stay the truth: triggers keep these rows in step, in the writing
-- transaction, so a search sees a booking at the same commit as the catalog version does.
create table listing_search_rows (
  id text primary key references listings (id) on delete cascade,
  destination_id text not null,
  name text not null,
  pricing_setting text not null,
  -- The first usable photo, the only one a result card shows (null: none).
  photo text,
  active boolean not null,
  latitude double precision not null,
  longitude double precision not null,
  max_guests integer not null,
  bedrooms integer not null,
  bathrooms double precision not null,
  pets_allowed boolean not null,
  events_allowed boolean not null,
  booking_setting text not null,
  minimum_stay_nights integer not null,
  nightly_rate_cents integer not null,
  score integer not null,
  -- The union of the home's blocked and reserved stays ([check-in, check-out) each).
  unavailable datemultirange not null default '{}'
);

-- A destination's homes in ranking order; a broad search reads the whole (narrow) table.
create index listing_search_rows_destination_idx on listing_search_rows (destination_id, score desc, id);
create index listing_search_rows_location_idx on listing_search_rows (latitude, longitude);

create function listing_calendar_of(home text) returns datemultirange language sql stable as $$
  select coalesce(range_agg(u.stay), '{}'::datemultirange)
    from listing_unavailable_ranges u where u.listing_id = home
$$;

-- The first photo that is not blank, as a result card picks it (listing-summary.ts).
create function first_listing_photo(images text[]) returns text language sql immutable as $$
  select p from unnest(images) with ordinality as i (p, n) where p !~ '^\s*$' order by n limit 1
$$;

create function sync_listing_search_row() returns trigger language plpgsql as $$
begin
  insert into listing_search_rows (id, destination_id, name, pricing_setting, photo, active, latitude,
      longitude, max_guests, bedrooms, bathrooms, pets_allowed, events_allowed, booking_setting,
      minimum_stay_nights, nightly_rate_cents, score, unavailable)
  values (new.id, new.destination_id, new.name, new.pricing_setting, first_listing_photo(new.images), new.active, new.latitude, new.longitude, new.max_guests,
      new.bedrooms, new.bathrooms, new.pets_allowed, new.events_allowed, new.booking_setting,
      new.minimum_stay_nights, new.nightly_rate_cents, new.score, listing_calendar_of(new.id))
  on conflict (id) do update set destination_id = excluded.destination_id, name = excluded.name,
      pricing_setting = excluded.pricing_setting, photo = excluded.photo, active = excluded.active,
      latitude = excluded.latitude, longitude = excluded.longitude, max_guests = excluded.max_guests,
      bedrooms = excluded.bedrooms, bathrooms = excluded.bathrooms,
      pets_allowed = excluded.pets_allowed, events_allowed = excluded.events_allowed,
      booking_setting = excluded.booking_setting,
      minimum_stay_nights = excluded.minimum_stay_nights,
      nightly_rate_cents = excluded.nightly_rate_cents, score = excluded.score;
  return null;
end $$;

-- Only the columns a search reads: refreshing a home's keyword document leaves its row alone.
create trigger listings_search_row after insert or update of id, destination_id, name,
    pricing_setting, images, active, latitude,
    longitude, max_guests, bedrooms, bathrooms, pets_allowed, events_allowed, booking_setting,
    minimum_stay_nights, nightly_rate_cents, score on listings
  for each row execute function sync_listing_search_row();

create function sync_listing_search_calendar() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update listing_search_rows set unavailable = listing_calendar_of(old.listing_id) where id = old.listing_id;
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.listing_id <> old.listing_id or new.stay <> old.stay) then
    update listing_search_rows set unavailable = listing_calendar_of(new.listing_id) where id = new.listing_id;
  end if;
  return null;
end $$;

create trigger listing_unavailable_ranges_search_row
  after insert or update or delete on listing_unavailable_ranges
  for each row execute function sync_listing_search_calendar();

create function clear_listing_search_calendars() returns trigger language plpgsql as $$
begin
  update listing_search_rows set unavailable = '{}' where unavailable <> '{}';
  return null;
end $$;

create trigger listing_unavailable_ranges_search_truncate after truncate on listing_unavailable_ranges
  for each statement execute function clear_listing_search_calendars();

insert into listing_search_rows (id, destination_id, name, pricing_setting, photo, active,
    latitude, longitude, max_guests, bedrooms, bathrooms, pets_allowed, events_allowed,
    booking_setting, minimum_stay_nights, nightly_rate_cents, score, unavailable)
select l.id, l.destination_id, l.name, l.pricing_setting, first_listing_photo(l.images), l.active, l.latitude, l.longitude, l.max_guests, l.bedrooms,
       l.bathrooms, l.pets_allowed, l.events_allowed, l.booking_setting, l.minimum_stay_nights,
       l.nightly_rate_cents, l.score, coalesce(c.stays, '{}')
  from listings l
  left join (select listing_id, range_agg(stay) as stays from listing_unavailable_ranges group by listing_id) c
    on c.listing_id = l.id;

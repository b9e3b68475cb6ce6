-- Vacation homes, their fees, terms and calendars (docs/product/entities.md#listing,
-- docs/host/decisions.md#homes-availability-and-prices).

create table listings (
  id text primary key,
  destination_id text not null references destinations (id),
  name text not null,
  description text not null default '',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  bedrooms integer not null check (bedrooms >= 0),
  -- Half baths count as .5; nothing finer.
  bathrooms double precision not null check (bathrooms >= 0 and bathrooms * 2 = trunc(bathrooms * 2)),
  -- Adults plus children; infants do not count
  -- (docs/host/decisions.md#homes-availability-and-prices).
  max_guests integer not null check (max_guests >= 1),
  pets_allowed boolean not null default false,
  events_allowed boolean not null default false,
  booking_setting text not null check (booking_setting in (
    'Streamline Instant Booking', 'Escapia Instant Booking', 'Request Price',
    'KEY Instant Booking', 'Track Instant Booking', 'Expedia Instant Booking')),
  pricing_setting text not null check (pricing_setting in (
    'Streamline Instant Pricing', 'Escapia Instant Pricing', 'Cached Pricing',
    'Average Price', 'Track Instant Pricing', 'Expedia Instant Pricing')),
  nightly_rate_cents integer not null check (nightly_rate_cents > 0),
  -- Friday and Saturday nights cost this much more
  -- (docs/host/decisions.md#homes-availability-and-prices: 15 %).
  weekend_uplift_percent integer not null default 15 check (weekend_uplift_percent between 0 and 200),
  security_deposit_cents integer not null default 0 check (security_deposit_cents >= 0),
  minimum_stay_nights integer not null default 1 check (minimum_stay_nights >= 1),
  -- Paths under /media or absolute URLs, in display order.
  images text[] not null default '{}',
  -- Popularity: orders catalog rows and ties in search.
  score integer not null default 0,
  active boolean not null default true,
  -- Name, description and amenity names for keyword search; kept by
  -- refreshListingSearchDocuments (amenities live in another table, so no generated column).
  search_document tsvector not null default ''::tsvector,
  created_at timestamptz not null default now()
);

create index listings_destination_id_idx on listings (destination_id);
create index listings_location_idx on listings (latitude, longitude);
create index listings_score_idx on listings (score desc, id);
create index listings_search_document_idx on listings using gin (search_document);

create table listing_fees (
  listing_id text not null references listings (id) on delete cascade,
  position integer not null,
  name text not null,
  amount_cents integer not null check (amount_cents >= 0),
  -- 'pets' fees are charged only when pets come along.
  charged text not null default 'stay' check (charged in ('stay', 'pets')),
  primary key (listing_id, position)
);

create table listing_amenities (
  listing_id text not null references listings (id) on delete cascade,
  amenity_id text not null references amenities (id) on delete cascade,
  primary key (listing_id, amenity_id)
);

create index listing_amenities_amenity_id_idx on listing_amenities (amenity_id);

create table listing_categories (
  listing_id text not null references listings (id) on delete cascade,
  category_id text not null references categories (id) on delete cascade,
  primary key (listing_id, category_id)
);

create index listing_categories_category_id_idx on listing_categories (category_id);

-- Nights a home cannot be booked: the owner's blocks and guests' reservations, one table so a
-- search checks one place. A stay is [check-in, check-out): one may start the day another
-- ends. Booking adds the no-overlap guarantee for reservations
-- (docs/host/decisions.md#homes-availability-and-prices).
create table listing_unavailable_ranges (
  id text primary key,
  listing_id text not null references listings (id) on delete cascade,
  stay daterange not null check (not isempty(stay) and lower_inc(stay) and not upper_inc(stay)
    and not lower_inf(stay) and not upper_inf(stay)),
  kind text not null check (kind in ('blocked', 'reserved')),
  -- The itinerary listing item holding a reservation; null for an owner's block.
  listing_item_id text,
  created_at timestamptz not null default now()
);

create index listing_unavailable_ranges_listing_id_idx on listing_unavailable_ranges (listing_id, lower(stay));

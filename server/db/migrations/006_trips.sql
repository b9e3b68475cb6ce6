-- Trips: itineraries, the service items and listing (home) items they hold, what happens to
-- them (status history, case feed, messages), their folio and attachments
-- (docs/product/entities.md, docs/product/flows.md#item-statuses,
-- docs/product/calls.md#itineraries; docs/host/decisions.md#itinerary-items).

create table itineraries (
  id text primary key,
  -- Only the owner changes a trip (docs/product/roles.md#itinerary-ownership): 403 for
  -- others, 404 for unknown ids.
  user_id text not null references users (id) on delete cascade,
  market_id text not null references markets (id),
  name text not null,
  -- The home the trip is built around, when there is one (docs/product/entities.md#itinerary).
  property_listing_id text references listings (id),
  arrival_date date,
  departure_date date,
  product_line text not null default 'Concierge',
  lead_id text,
  pm_id text,
  -- The card the guest chose for this trip, with the billing details given with it.
  card_id text,
  billing_details jsonb,
  -- The guest's last catalog search inside the trip (POST .../search-terms).
  search_terms jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (departure_date is null or arrival_date is null or departure_date >= arrival_date)
);

create index itineraries_user_id_idx on itineraries (user_id, departure_date desc);

-- Service items (docs/product/entities.md#itinerary-item). 'removed' is a guest's deletion,
-- kept with its reason; every other status is one of docs/product/flows.md#item-statuses.
create table itinerary_items (
  id text primary key,
  itinerary_id text not null references itineraries (id) on delete cascade,
  service_id text not null references services (id),
  status text not null default 'draft' check (status in (
    'draft', 'info', 'in_progress', 'quoted', 'saved_for_later', 'approved', 'booked',
    'canceled', 'not_available', 'removed')),
  start_at timestamptz,
  end_at timestamptz,
  is_date_selected boolean not null default false,
  -- { start, end, isNoPreference } (docs/product/entities.md#service).
  time_slot jsonb,
  recommendation_type text,
  referring_service_id text,
  -- Field values keyed by the service field's id: { displayValue, value: { content, type } }.
  field_values jsonb not null default '{}'::jsonb check (jsonb_typeof(field_values) = 'object'),
  -- The guest's chosen prices: [{ pricingHeaderId, pricingOptionId, pricingConfigId, quantity }].
  item_price jsonb not null default '[]'::jsonb check (jsonb_typeof(item_price) = 'array'),
  -- Concierge adjustments: [{ adjustmentAmount, adjustmentReason }].
  adjustments jsonb not null default '[]'::jsonb check (jsonb_typeof(adjustments) = 'array'),
  card_id text,
  delete_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at is null or start_at is null or end_at >= start_at),
  check ((status = 'removed') = (delete_reason is not null))
);

create index itinerary_items_itinerary_id_idx on itinerary_items (itinerary_id);

-- Homes on a trip (docs/product/entities.md#listing-item). Nights are [check-in, check-out).
create table itinerary_listing_items (
  id text primary key,
  itinerary_id text not null references itineraries (id) on delete cascade,
  listing_id text not null references listings (id),
  status text not null default 'draft' check (status in (
    'draft', 'info', 'in_progress', 'quoted', 'saved_for_later', 'approved', 'booked',
    'canceled', 'not_available', 'removed')),
  check_in_date date,
  check_out_date date,
  is_date_selected boolean not null default false,
  adult_count integer not null default 1 check (adult_count >= 0),
  child_count integer not null default 0 check (child_count >= 0),
  infant_count integer not null default 0 check (infant_count >= 0),
  pet_count integer not null default 0 check (pet_count >= 0),
  estimated_pricing jsonb,
  instant_pricing jsonb,
  instant_price_failed boolean not null default false,
  field_values jsonb not null default '{}'::jsonb check (jsonb_typeof(field_values) = 'object'),
  did_confirm_terms boolean not null default false,
  confirmed_terms_method text,
  card_id text,
  delete_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (check_out_date is null or check_in_date is null or check_out_date > check_in_date),
  check ((status = 'removed') = (delete_reason is not null))
);

create index itinerary_listing_items_itinerary_id_idx on itinerary_listing_items (itinerary_id);

-- Every status move of an item, by whom and why: the trip's history for the concierge.
create table item_status_events (
  id text primary key,
  itinerary_id text not null references itineraries (id) on delete cascade,
  item_id text not null,
  item_kind text not null check (item_kind in ('service', 'listing')),
  from_status text not null,
  to_status text not null,
  reason text,
  actor_user_id text references users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index item_status_events_itinerary_id_idx on item_status_events (itinerary_id, created_at);

-- Notes for the concierge's case (POST .../caseFeed, and updateCaseFeed on booking calls).
create table case_feed_entries (
  id text primary key,
  itinerary_id text not null references itineraries (id) on delete cascade,
  author_user_id text references users (id) on delete set null,
  message text not null check (length(message) between 1 and 5000),
  created_at timestamptz not null default now()
);

create index case_feed_entries_itinerary_id_idx on case_feed_entries (itinerary_id, created_at);

-- Guests' messages: about a trip (itinerary_id) or from any page (market, product line).
create table guest_messages (
  id text primary key,
  itinerary_id text references itineraries (id) on delete cascade,
  market_id text references markets (id),
  product_line text,
  user_id text references users (id) on delete set null,
  name text not null,
  email text not null default '',
  message text not null check (length(message) between 1 and 5000),
  location text,
  message_type text,
  sf_id text,
  created_at timestamptz not null default now()
);

-- Charges and payments on a trip's bill (docs/product/entities.md#other-reference-data).
create table folio_entries (
  id text primary key,
  itinerary_id text not null references itineraries (id) on delete cascade,
  description text not null,
  -- Positive: a charge; negative: a payment or refund.
  amount_cents integer not null,
  posted_at timestamptz not null default now()
);

create index folio_entries_itinerary_id_idx on folio_entries (itinerary_id, posted_at);

-- Files attached to a trip or an item (GET /api/{type}/{id}/attachments).
create table attachments (
  id text primary key,
  owner_type text not null check (owner_type in ('itinerary', 'item', 'listing-item')),
  owner_id text not null,
  name text not null,
  url text not null,
  content_type text not null default 'application/pdf',
  created_at timestamptz not null default now()
);

create index attachments_owner_idx on attachments (owner_type, owner_id);

-- What a guest can put on a grocery list for a chef or a stocked fridge.
create table grocery_items (
  id text primary key,
  name text not null,
  category text not null,
  sort_order integer not null default 0
);

create unique index grocery_items_name_lower_key on grocery_items (lower(name));

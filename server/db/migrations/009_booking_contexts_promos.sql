-- Booking contexts (docs/product/entities.md#booking-context and
-- docs/product/flows.md#booking-contexts: what a guest chose for an item before reserving,
-- kept for anonymous visitors by id and attached to their account after login) and promo
-- codes (docs/host/decisions.md#promo-codes).

create table booking_contexts (
  id text primary key,
  -- null while anonymous: the visitor holds the id; attach-booking-contexts sets it.
  user_id text references users (id) on delete cascade,
  -- The listing, listing item, service or item the context is for (itemType,
  -- docs/product/entities.md#booking-context).
  item_id text not null,
  item_type text not null check (item_type in ('Listing', 'ItineraryListingItem', 'Service', 'ItineraryItem')),
  booking_state jsonb not null default '{}'::jsonb check (jsonb_typeof(booking_state) = 'object'),
  computed_validation_state jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index booking_contexts_user_id_idx on booking_contexts (user_id, updated_at desc);
create index booking_contexts_item_idx on booking_contexts (item_type, item_id);

create table promo_codes (
  id text primary key,
  -- Guests type codes in any case: uniqueness and look-ups go through upper(code).
  code text not null,
  kind text not null check (kind in ('percent', 'fixed')),
  -- Percent: whole percent (1-100); fixed: cents.
  amount integer not null check (amount > 0),
  item_type text not null check (item_type in ('Homes', 'Services + Experiences')),
  min_subtotal_cents integer check (min_subtotal_cents is null or min_subtotal_cents >= 0),
  expires_at timestamptz,
  -- Each guest may redeem it once.
  single_use_per_guest boolean not null default true,
  -- Whether it may be applied beside other codes on the same item.
  combinable boolean not null default false,
  active boolean not null default true,
  description text not null default '',
  check (kind <> 'percent' or amount <= 100)
);

create unique index promo_codes_code_upper_key on promo_codes (upper(code));

create table promo_redemptions (
  id text primary key,
  promo_code_id text not null references promo_codes (id),
  user_id text not null references users (id) on delete cascade,
  -- A service item (itinerary_items) or a listing item (itinerary_listing_items).
  item_id text not null,
  item_kind text not null check (item_kind in ('service', 'listing')),
  discount_cents integer not null check (discount_cents >= 0),
  created_at timestamptz not null default now(),
  unique (promo_code_id, item_id)
);

create index promo_redemptions_item_idx on promo_redemptions (item_id);
create index promo_redemptions_user_idx on promo_redemptions (user_id, promo_code_id);

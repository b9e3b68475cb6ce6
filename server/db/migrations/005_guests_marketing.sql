-- What surrounds a guest's visit: billing countries, partners, sales leads, interests for the
-- reservation collage, and promotional messages (docs/product/entities.md,
-- docs/product/calls.md).

create table countries (
  -- ISO 3166-1 alpha-2.
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null,
  sort_order integer not null default 0
);

create table partners (
  id text primary key,
  slug text not null unique,
  name text not null,
  kind text not null check (kind in ('property_manager', 'travel_agent', 'brand')),
  -- Unpublished partners answer 404, like unknown ones.
  published boolean not null default false,
  -- The partner's published content (logo, tagline, ...), served as it is
  -- (docs/product/entities.md#other-reference-data).
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object')
);

create unique index partners_name_lower_key on partners (lower(name));

create table leads (
  id text primary key,
  salesforce_id text unique,
  email text,
  first_name text,
  last_name text,
  product_line text,
  market_id text references markets (id),
  -- The property manager the lead came through (property_management,
  -- docs/product/entities.md#lead).
  partner_id text references partners (id),
  -- The lead's trip; no foreign key, as the trip may be created after the lead.
  itinerary_id text,
  itinerary_start_date date,
  itinerary_end_date date,
  created_at timestamptz not null default now(),
  check (itinerary_end_date is null or itinerary_start_date is null or itinerary_end_date >= itinerary_start_date)
);

create table user_interests (
  id text primary key,
  slug text not null unique,
  name text not null,
  image_url text not null,
  -- null: offered in every market.
  market_id text references markets (id),
  -- Which guests it suits: adults, children, infants.
  guest_ages text[] not null default '{adults,children,infants}'
    check (guest_ages <@ array['adults', 'children', 'infants']::text[]),
  -- Months (1-12) it is on offer; null: all year.
  months integer[] check (months <@ array[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  sort_order integer not null default 0
);

create table promotional_messages (
  id text primary key,
  key text not null unique,
  title text not null,
  message text not null,
  link_url text,
  link_text text,
  -- Product lines it is shown to; empty means all.
  product_lines text[] not null default '{}',
  starts_at timestamptz not null,
  -- null: runs until someone ends it.
  ends_at timestamptz,
  check (ends_at is null or ends_at > starts_at)
);

create index promotional_messages_active_idx on promotional_messages (starts_at, ends_at);

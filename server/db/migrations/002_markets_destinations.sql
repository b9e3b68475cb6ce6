-- Markets, destinations and the catalog's terms (docs/product/entities.md#market;
-- docs/host/decisions.md#homes-availability-and-prices). One schema for PGlite and
-- PostgreSQL: no extensions.

create table markets (
  id text primary key,
  slug text not null unique,
  name text not null,
  -- mountain, beach, lake, desert: picks demo pictures and categories, nothing else.
  landscape text not null,
  default_product_line text not null,
  -- Keyed by the lowercase product-line name, each with name, email and phone
  -- (docs/product/entities.md#market).
  product_lines jsonb not null default '{}'::jsonb check (jsonb_typeof(product_lines) = 'object'),
  aliases text[] not null default '{}',
  active boolean not null default true,
  -- Lodging tax on a stay (rate plus fees), in basis points: 1060 = 10.60 %.
  tax_rate_bps integer not null check (tax_rate_bps between 0 and 5000),
  -- Without a services catalog a confirmed home skips "Explore Services"
  -- (docs/host/decisions.md#homes-by-booking-setting).
  has_services_catalog boolean not null default true,
  time_zone_name text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180)
);

create table destinations (
  id text primary key,
  market_id text not null references markets (id),
  slug text not null unique,
  name text not null,
  -- Other names guests type for the place ("OBX", "Vail, CO"); search matches them too.
  aliases text[] not null default '{}',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  active boolean not null default true
);

create unique index destinations_name_lower_key on destinations (lower(name));
create index destinations_market_id_idx on destinations (market_id);

create table categories (
  id text primary key,
  slug text not null unique,
  name text not null,
  image_url text,
  sort_order integer not null default 0
);

create table amenities (
  id text primary key,
  slug text not null unique,
  name text not null,
  sort_order integer not null default 0
);

create unique index amenities_name_lower_key on amenities (lower(name));

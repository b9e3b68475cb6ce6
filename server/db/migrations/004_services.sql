-- Bookable services (docs/product/entities.md#service): chefs, yachts, spa, tours. Filled by
-- the services work; the table is here so markets, homes and services share one catalog
-- schema.

create table service_categories (
  id text primary key,
  name text not null,
  is_hidden boolean not null default false,
  promotion_score double precision not null default 0
);

create table services (
  id text primary key,
  market_id text not null references markets (id),
  service_key text not null,
  name text not null,
  description text not null default '',
  -- local_favorites or catalog; only catalog services are text-indexed
  -- (docs/product/constants.md#category-ranking).
  site_section text not null check (site_section in ('local_favorites', 'catalog')),
  score double precision not null default 0,
  is_bookable boolean not null default true,
  -- 'Date + Time', 'Date Only' or 'Date Range' (docs/product/entities.md#service).
  date_field_type text not null default 'Date Only'
    check (date_field_type in ('Date + Time', 'Date Only', 'Date Range')),
  time_zone_name text not null,
  -- A vacation-home service points at the home it stands for.
  listing_redirect_id text references listings (id),
  fields jsonb not null default '[]'::jsonb,
  pricing_config jsonb,
  descriptors jsonb not null default '{}'::jsonb,
  images text[] not null default '{}',
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create index services_market_id_idx on services (market_id) where active;

create table service_category_links (
  service_id text not null references services (id) on delete cascade,
  category_id text not null references service_categories (id) on delete cascade,
  primary key (service_id, category_id)
);

create index service_category_links_category_id_idx on service_category_links (category_id);

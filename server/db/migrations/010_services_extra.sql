-- What a service's calendar and season need beyond 004_services.sql
-- (docs/product/entities.md#service: an availability calendar with events;
-- docs/host/decisions.md#demo-data).

-- The months (1-12) a service runs, e.g. ski lessons in winter; null means all year. A
-- market's services for some dates leave out those out of season on every one of the days.
alter table services add column season_months smallint[]
  check (season_months is null or (cardinality(season_months) between 1 and 12
    and 1 <= all (season_months) and 12 >= all (season_months)));

-- Times a service cannot be had apart from its bookings: the chef's day off, a yacht in
-- maintenance. They show on the availability calendar beside booked items.
create table service_blocked_times (
  id text primary key,
  service_id text not null references services (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text not null,
  check (ends_at > starts_at)
);

create index service_blocked_times_service_id_idx on service_blocked_times (service_id, starts_at);

-- The availability calendar reads a service's approved and booked items.
create index itinerary_items_service_id_idx on itinerary_items (service_id) where status in ('approved', 'booked');

-- Search rows by popularity, carrying what a search filters, ranks and maps by
-- (docs/host/performance.md#searches-that-miss-the-cache-issue-26). A search takes its exact
-- matches in this order and stops at the cap instead of ranking every match: a destination's
-- from the destination's index, a search without one from the catalog's. Counting the exact
-- matches still reads every home of the area; with these columns in the index it reads the
-- index alone (an index-only scan: about 115 pages for a destination of 6,250 homes instead of
-- one heap page each, where 100,000 homes took 38 ms). The price: a booking, which rewrites
-- its home's calendar column, updates both indexes too.
drop index listing_search_rows_destination_idx;
create index listing_search_rows_destination_idx on listing_search_rows (destination_id, score desc, id)
  include (active, minimum_stay_nights, unavailable, max_guests, pets_allowed, events_allowed,
           booking_setting, bedrooms, bathrooms, map_latitude, map_longitude, nightly_rate_cents);
create index listing_search_rows_popularity_idx on listing_search_rows (score desc, id)
  include (active, minimum_stay_nights, unavailable, max_guests, pets_allowed, events_allowed,
           booking_setting, bedrooms, bathrooms, map_latitude, map_longitude, nightly_rate_cents);

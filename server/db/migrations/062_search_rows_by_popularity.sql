-- Homes by popularity (docs/host/performance.md#searches-that-miss-the-cache-issue-26): a
-- search without a destination takes its exact matches in this order and stops at the cap,
-- instead of ranking every home of the catalog (a destination's homes have
-- listing_search_rows_destination_idx, in the same order).
create index listing_search_rows_popularity_idx on listing_search_rows (score desc, id);

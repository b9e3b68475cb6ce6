-- A search's map points (docs/host/performance.md#searches-that-miss-the-cache-issue-26): every
-- ranked home's position, rounded to 5 decimals (about a metre), is in the first answer.
-- Rounding through numeric for each of up to 1,000 homes per miss was about a third of a
-- destination search's time in the database; the rounded positions are now kept in the row,
-- computed when the home is written, and a search only prints them.
alter table listing_search_rows
  add column map_latitude double precision generated always as (round(latitude::numeric, 5)::float8) stored,
  add column map_longitude double precision generated always as (round(longitude::numeric, 5)::float8) stored;

-- No two stays of one home overlap, guaranteed by the database rather than by a check in code
-- that two racing requests could both pass
-- (docs/host/decisions.md#homes-availability-and-prices). Stays are [check-in, check-out)
-- ranges, so one may start the day another ends. Owner blocks count too: a guest cannot
-- reserve nights the owner has taken off the calendar.
--
-- btree_gist lets a GiST index compare listing_id with '='. It is created in public, which
-- every connection has on its search path (test runs add their own schema in front).
create extension if not exists btree_gist with schema public;

alter table listing_unavailable_ranges
  add constraint listing_unavailable_ranges_no_overlap
  exclude using gist (listing_id with =, stay with &&);

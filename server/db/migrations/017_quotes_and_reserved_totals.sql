-- Prices the guest cannot write (issue 25, docs/host/pricing-integrity.md).
--
-- The concierge's quote for a home is its own fact, owned by the concierge: until now it
-- shared estimated_pricing with the guest's estimate, which the guest can rewrite. The
-- estimate stays what the guest saw; the quote moves here. A quote is only live while the
-- item is quoted or reserved from a quote; changing what was quoted clears it.
alter table itinerary_listing_items add column concierge_quote jsonb
  check (concierge_quote is null or jsonb_typeof(concierge_quote) = 'object');

-- Quotes written before this migration sit in estimated_pricing of items the concierge moved
-- to 'quoted' or further: those become the concierge's quote (the guest's later estimate, if
-- any, is indistinguishable and is taken as the quote only for items still awaiting a reserve
-- or already reserved from one).
update itinerary_listing_items
   set concierge_quote = estimated_pricing
 where estimated_pricing is not null
   and status in ('quoted', 'approved', 'booked')
   and exists (select 1 from item_status_events e
                where e.item_id = itinerary_listing_items.id and e.to_status = 'quoted');

-- What a reserve charges, in cents, computed by the host when the guest reserves: the home's
-- or service's rates (or the concierge's quote), less promo discounts recomputed then. Null
-- until the item is reserved.
alter table itinerary_listing_items add column reserved_total_cents bigint
  check (reserved_total_cents is null or reserved_total_cents >= 0);
alter table itinerary_items add column reserved_total_cents bigint
  check (reserved_total_cents is null or reserved_total_cents >= 0);

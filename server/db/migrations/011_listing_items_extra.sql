-- What a stay asks the guest (the listing item's fields,
-- docs/product/entities.md#listing-item): each home lists its fields, and a listing item
-- keeps the guest's answers in itinerary_listing_items.field_values, keyed by the field's id.
-- Every home asks the arrival time, which the concierge needs to meet the guest; a field
-- marked required must be filled before a draft becomes 'info'
-- (docs/host/decisions.md#itinerary-items).
alter table listings
  add column item_fields jsonb not null default
    '[{"id": "arrival-time", "name": "Arrival time", "type": "text", "required": true},
      {"id": "special-requests", "name": "Special requests", "type": "text", "required": false}]'::jsonb
    check (jsonb_typeof(item_fields) = 'array');

-- A reserved stay is found by its listing item when the item leaves the trip or the
-- concierge cancels it: the nights go back on the calendar.
create index listing_unavailable_ranges_listing_item_id_idx
  on listing_unavailable_ranges (listing_item_id) where listing_item_id is not null;

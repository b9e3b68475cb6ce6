-- The concierge's notes on a service item (docs/host/decisions.md#concierge-work): what the
-- guest should know about it, shown on the item's details as notesFromConcierge.
alter table itinerary_items
  add column notes_from_concierge text check (length(notes_from_concierge) between 1 and 2000);

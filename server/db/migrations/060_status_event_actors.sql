-- Each item's history, by whom (issue 32 item 3, docs/product/pending.md#each-items-history):
-- every status move says whether the guest or the concierge made it. actor_user_id alone
-- cannot say so for good (a concierge CLI move without --as has none; a deleted account is
-- set null), so the recorder (server/trips/trip-history.ts) stores the side. Moves recorded
-- before this column: the trip's owner is the guest, anyone else the concierge.
alter table item_status_events
  add column actor_role text check (actor_role in ('guest', 'concierge'));

update item_status_events e
   set actor_role = case when e.actor_user_id is not null and e.actor_user_id = i.user_id
                         then 'guest' else 'concierge' end
  from itineraries i
 where i.id = e.itinerary_id;

create index item_status_events_item_id_idx on item_status_events (item_id, created_at);

import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { addCaseFeedEntry } from '../trips/trip-history.js';
import { requireText } from '../trips/trip-schemas.js';
import { ITEM_NOT_FOUND } from './concierge-moves.js';

export const MAX_CONCIERGE_NOTES = 2000;
export const NOTES_ON_SERVICES_ONLY =
  "Notes go on a service item; a home's terms and house rules already speak for it.";

export interface ConciergeNote {
  readonly itemId: string;
  readonly itineraryId: string;
  readonly notesFromConcierge: string;
}

/**
 * The concierge's notes on a service item (docs/host/decisions.md#concierge-work): they
 * replace the item's earlier notes, show on its details as notesFromConcierge, and join the
 * trip's conversation as a note, so the guest sees when they changed.
 */
export const noteItemForGuest = (
  db: Database,
  request: { itemId: string; notes: string; actorUserId: string | null },
): Promise<ConciergeNote> =>
  db.transaction(async (tx) => {
    const notes = requireText('notes', request.notes);
    const { rows } = await tx.query<{ itinerary_id: string; name: string }>(
      `update itinerary_items ii set notes_from_concierge = $2, updated_at = now()
         from services s
        where ii.id = $1 and s.id = ii.service_id and ii.status <> 'removed'
        returning ii.itinerary_id, s.name`,
      [request.itemId, notes],
    );
    const item = rows[0];
    if (!item) {
      const home = await tx.query('select 1 from itinerary_listing_items where id = $1', [request.itemId]);
      throw home.rows.length > 0
        ? new HttpError(400, NOTES_ON_SERVICES_ONLY)
        : new HttpError(404, ITEM_NOT_FOUND);
    }
    await addCaseFeedEntry(tx, item.itinerary_id, request.actorUserId, `Note on ${item.name}: ${notes}`);
    return { itemId: request.itemId, itineraryId: item.itinerary_id, notesFromConcierge: notes };
  });

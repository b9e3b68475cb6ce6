import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { addCaseFeedEntry } from '../trips/trip-history.store.js';
import { requireText } from '../trips/trip-schemas.js';
import { isListingItem, updateServiceItemNotes } from './concierge-items.store.js';
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
    const item = await updateServiceItemNotes(tx, request.itemId, notes);
    if (!item) {
      throw (await isListingItem(tx, request.itemId))
        ? new HttpError(400, NOTES_ON_SERVICES_ONLY)
        : new HttpError(404, ITEM_NOT_FOUND);
    }
    await addCaseFeedEntry(tx, item.itinerary_id, request.actorUserId, `Note on ${item.name}: ${notes}`);
    return { itemId: request.itemId, itineraryId: item.itinerary_id, notesFromConcierge: notes };
  });

import type { Queryable } from '../db/database.js';
import type { AttachmentOwnerType } from '../db/rows/trips.js';
import { HttpError } from '../http/http-error.js';
import { findAttachmentItemItineraryId } from './attachment.store.js';
import { loadOwnedItinerary } from './itinerary-access.js';

const OWNER_NOT_FOUND: Record<Exclude<AttachmentOwnerType, 'itinerary'>, string> = {
  item: 'Itinerary item not found',
  'listing-item': 'Listing item not found',
};

/**
 * A document is its trip's owner's, whether it hangs on the trip or on one of its items:
 * 404 for an unknown item, else the trip's own check (404 unknown, 403 someone else's).
 */
export const checkAttachmentOwner = async (
  db: Queryable,
  type: AttachmentOwnerType,
  id: string,
  userId: string,
): Promise<void> => {
  if (type === 'itinerary') {
    await loadOwnedItinerary(db, id, userId);
    return;
  }
  const itineraryId = await findAttachmentItemItineraryId(db, type, id);
  if (!itineraryId) throw new HttpError(404, OWNER_NOT_FOUND[type]);
  await loadOwnedItinerary(db, itineraryId, userId);
};

/** Where the host serves an attachment's stored file (attachment-file.routes.ts). */
export const attachmentFilePath = (attachmentId: string): string =>
  `/api/attachments/${encodeURIComponent(attachmentId)}/file`;

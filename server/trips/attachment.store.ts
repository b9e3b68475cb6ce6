import type { Queryable } from '../db/database.js';
import type { AttachmentFileRow } from '../db/rows/attachment-files.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import type {
  AttachmentOwnerType,
  AttachmentRow,
  ItineraryItemRow,
  ItineraryListingItemRow,
} from '../db/rows/trips.js';
import { isoInstantSql } from '../db/sql-dates.js';

/** The SQL of a trip's documents (attachments, and attachment_files for the ones the host keeps). */

const OWNER_ITINERARY_SQL: Record<Exclude<AttachmentOwnerType, 'itinerary'>, string> = {
  item: 'select itinerary_id from itinerary_items where id = $1',
  'listing-item': 'select itinerary_id from itinerary_listing_items where id = $1',
};

/** The trip of the item a document hangs on, or null for an unknown item. */
export const findAttachmentItemItineraryId = async (
  db: Queryable,
  type: Exclude<AttachmentOwnerType, 'itinerary'>,
  itemId: string,
): Promise<string | null> => {
  const { rows } = await db.query<Pick<ItineraryItemRow | ItineraryListingItemRow, 'itinerary_id'>>(
    OWNER_ITINERARY_SQL[type],
    [itemId],
  );
  return rows[0]?.itinerary_id ?? null;
};

/** A kept file with what it hangs on. */
export type StoredFile = Pick<AttachmentRow, 'owner_type' | 'owner_id' | 'name' | 'content_type'> &
  Pick<AttachmentFileRow, 'bytes'>;

/** The file the host keeps for the attachment, or null (unknown, or only a link). */
export const findStoredFile = async (db: Queryable, attachmentId: string): Promise<StoredFile | null> => {
  const { rows } = await db.query<StoredFile>(
    `select a.owner_type, a.owner_id, a.name, a.content_type, f.bytes
       from attachments a join attachment_files f on f.attachment_id = a.id
      where a.id = $1`,
    [attachmentId],
  );
  return rows[0] ?? null;
};

/** An attachment as the list answers it, its time as ISO text, and whether the host keeps its file. */
export type ListedAttachment = DatesAsText<
  Pick<AttachmentRow, 'id' | 'name' | 'url' | 'content_type' | 'created_at'>
> & { hosted: boolean; size: number | null; head: Uint8Array | null };

/**
 * The documents on the owner, oldest first (those attached in one instant in the order they
 * were attached: seq), each kept file with its size and first `headBytes`.
 */
export const listAttachments = async (
  db: Queryable,
  ownerType: AttachmentOwnerType,
  ownerId: string,
  headBytes: number,
): Promise<ListedAttachment[]> => {
  const { rows } = await db.query<ListedAttachment>(
    `select a.id, a.name, a.url, a.content_type, ${isoInstantSql('a.created_at')} as created_at,
            f.attachment_id is not null as hosted, octet_length(f.bytes) as size,
            substring(f.bytes from 1 for $3) as head
       from attachments a left join attachment_files f on f.attachment_id = a.id
      where a.owner_type = $1 and a.owner_id = $2 order by a.created_at, a.seq`,
    [ownerType, ownerId, headBytes],
  );
  return rows;
};

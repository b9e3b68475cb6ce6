import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import {
  ATTACHMENT_OWNER_TYPES,
  type AttachmentOwnerType,
  type AttachmentRow,
  type ItineraryItemRow,
  type ItineraryListingItemRow,
} from '../db/rows/trips.js';
import { isoInstantSql } from '../db/sql-dates.js';
import { HttpError } from '../http/http-error.js';
import { mediaUrlFor } from '../media/media-url.js';
import { loadOwnedItinerary } from './itinerary-access.js';
import { ID_SCHEMA } from './trip-schemas.js';

/** An attachment as the list answers it, its time as ISO text. */
type ListedAttachment = DatesAsText<
  Pick<AttachmentRow, 'id' | 'name' | 'url' | 'content_type' | 'created_at'>
>;

const OWNER_ITINERARY_SQL: Record<Exclude<AttachmentOwnerType, 'itinerary'>, string> = {
  item: 'select itinerary_id from itinerary_items where id = $1',
  'listing-item': 'select itinerary_id from itinerary_listing_items where id = $1',
};

const OWNER_NOT_FOUND: Record<Exclude<AttachmentOwnerType, 'itinerary'>, string> = {
  item: 'Itinerary item not found',
  'listing-item': 'Listing item not found',
};

/** An item's documents are its trip's owner's: 404 for an unknown item, else the trip's check. */
const checkOwner = async (
  db: Queryable,
  type: AttachmentOwnerType,
  id: string,
  userId: string,
): Promise<void> => {
  if (type === 'itinerary') {
    await loadOwnedItinerary(db, id, userId);
    return;
  }
  const { rows } = await db.query<Pick<ItineraryItemRow | ItineraryListingItemRow, 'itinerary_id'>>(
    OWNER_ITINERARY_SQL[type],
    [id],
  );
  const owner = rows[0];
  if (!owner) throw new HttpError(404, OWNER_NOT_FOUND[type]);
  await loadOwnedItinerary(db, owner.itinerary_id, userId);
};

export const registerAttachmentRoute = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Params: { ownerType: AttachmentOwnerType; ownerId: string } }>(
    '/api/:ownerType/:ownerId/attachments',
    {
      schema: {
        params: {
          type: 'object',
          required: ['ownerType', 'ownerId'],
          properties: {
            ownerType: { type: 'string', enum: [...ATTACHMENT_OWNER_TYPES] },
            ownerId: ID_SCHEMA,
          },
        },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { ownerType, ownerId } = request.params;
      await checkOwner(db, ownerType, ownerId, user.id);
      const { rows } = await db.query<ListedAttachment>(
        `select id, name, url, content_type, ${isoInstantSql('created_at')} as created_at
           from attachments where owner_type = $1 and owner_id = $2 order by created_at, id`,
        [ownerType, ownerId],
      );
      return rows.map((row) => ({
        objectId: row.id,
        name: row.name,
        url: media(row.url),
        contentType: row.content_type,
        createdAt: row.created_at,
      }));
    },
  );
};

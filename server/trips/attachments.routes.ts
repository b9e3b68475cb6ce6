import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { isoInstantSql } from '../db/sql-dates.js';
import { HttpError } from '../http/http-error.js';
import { mediaUrlFor } from '../media/media-url.js';
import { loadOwnedItinerary } from './itinerary-access.js';
import { ID_SCHEMA } from './trip-schemas.js';

/** What documents hang on (GET /api/{type}/{id}/attachments). */
export const ATTACHMENT_OWNER_TYPES = ['itinerary', 'item', 'listing-item'] as const;
type OwnerType = (typeof ATTACHMENT_OWNER_TYPES)[number];

interface AttachmentRow {
  id: string;
  name: string;
  url: string;
  content_type: string;
  created_at: string;
}

const OWNER_ITINERARY_SQL: Record<Exclude<OwnerType, 'itinerary'>, string> = {
  item: 'select itinerary_id from itinerary_items where id = $1',
  'listing-item': 'select itinerary_id from itinerary_listing_items where id = $1',
};

const OWNER_NOT_FOUND: Record<Exclude<OwnerType, 'itinerary'>, string> = {
  item: 'Itinerary item not found',
  'listing-item': 'Listing item not found',
};

/** An item's documents are its trip's owner's: 404 for an unknown item, else the trip's check. */
const checkOwner = async (db: Queryable, type: OwnerType, id: string, userId: string): Promise<void> => {
  if (type === 'itinerary') {
    await loadOwnedItinerary(db, id, userId);
    return;
  }
  const { rows } = await db.query<{ itinerary_id: string }>(OWNER_ITINERARY_SQL[type], [id]);
  const owner = rows[0];
  if (!owner) throw new HttpError(404, OWNER_NOT_FOUND[type]);
  await loadOwnedItinerary(db, owner.itinerary_id, userId);
};

export const registerAttachmentRoute = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Params: { ownerType: OwnerType; ownerId: string } }>(
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
      const { rows } = await db.query<AttachmentRow>(
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

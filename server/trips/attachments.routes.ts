import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { ATTACHMENT_OWNER_TYPES, type AttachmentOwnerType } from '../db/rows/trips.js';
import { mediaUrlFor } from '../media/media-url.js';
import { listAttachments } from './attachment.store.js';
import { attachmentFilePath, checkAttachmentOwner } from './attachment-owner.js';
import { attachmentPreview, PREVIEW_BYTES } from './attachment-preview.js';
import { ID_SCHEMA } from './trip-schemas.js';

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
      await checkAttachmentOwner(db, ownerType, ownerId, user.id);
      const rows = await listAttachments(db, ownerType, ownerId, PREVIEW_BYTES);
      return rows.map((row) => ({
        objectId: row.id,
        name: row.name,
        // A file the host keeps is served by the host itself, to the trip's owner only
        // (docs/host/decisions.md#attachments); any other attachment stays the link it was given.
        url: row.hosted ? attachmentFilePath(row.id) : media(row.url),
        contentType: row.content_type,
        createdAt: row.created_at,
        // A kept file's size in bytes and its first words; a link the host only passes on has neither.
        size: row.size === null ? null : Number(row.size),
        preview: row.hosted
          ? attachmentPreview(row.content_type, row.head ? Buffer.from(row.head) : null)
          : null,
      }));
    },
  );
};

import type { FastifyInstance } from 'fastify';
import { requireSignedInForDownload } from '../auth/download-session.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { findStoredFile } from './attachment.store.js';
import { attachmentContentType, attachmentDisposition } from './attachment-download.js';
import { checkAttachmentOwner } from './attachment-owner.js';
import { ID_SCHEMA } from './trip-schemas.js';

export const ATTACHMENT_FILE_NOT_FOUND = 'Attachment not found';

/**
 * GET /api/attachments/{attachmentId}/file: a document the host keeps, downloaded by the
 * trip's owner only (docs/host/decisions.md#attachments). 401 signed out; an unknown id, or
 * an attachment that is only a link, 404; someone else's trip 403, as every trip route
 * answers. A plain link, not an API call: it answers the bytes, as a download, never JSON.
 */
export const registerAttachmentFileRoute = (app: FastifyInstance, db: Database) => {
  app.get<{ Params: { attachmentId: string } }>(
    '/api/attachments/:attachmentId/file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['attachmentId'],
          properties: { attachmentId: ID_SCHEMA },
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedInForDownload(db, request);
      const file = await findStoredFile(db, request.params.attachmentId);
      if (!file) throw new HttpError(404, ATTACHMENT_FILE_NOT_FOUND);
      await checkAttachmentOwner(db, file.owner_type, file.owner_id, user.id);
      const bytes = Buffer.from(file.bytes);
      return reply
        .header('Content-Type', attachmentContentType(file.content_type))
        .header('Content-Disposition', attachmentDisposition(file.name))
        .header('Content-Length', bytes.length)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
};

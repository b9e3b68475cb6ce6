import type { Queryable } from '../../db/database.js';
import type { AttachmentOwnerType } from '../../db/rows/trips.js';

/** A document the host keeps, as the demo writes it (demo-documents.ts). */
export interface DemoDocumentRow {
  id: string;
  ownerType: AttachmentOwnerType;
  ownerId: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** The document's row in attachments, served by the host, and its bytes in attachment_files; an existing one is kept. */
export const insertDocument = async (db: Queryable, doc: DemoDocumentRow): Promise<void> => {
  await db.query(
    `insert into attachments (id, owner_type, owner_id, name, url, content_type)
     values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
    [doc.id, doc.ownerType, doc.ownerId, doc.name, `/api/attachments/${doc.id}/file`, doc.type],
  );
  await db.query(
    'insert into attachment_files (attachment_id, bytes) values ($1, $2) on conflict (attachment_id) do nothing',
    [doc.id, doc.bytes],
  );
};

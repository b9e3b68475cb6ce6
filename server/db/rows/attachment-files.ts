/** Rows of 012_attachment_files.sql: the documents the host serves itself. */

export interface AttachmentFileRow {
  attachment_id: string;
  /** bytea: node-postgres answers a Buffer, PGlite a Uint8Array. */
  bytes: Uint8Array;
  created_at: Date;
}

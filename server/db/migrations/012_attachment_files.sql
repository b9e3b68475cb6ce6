-- The bytes of the documents the host serves itself (GET /api/attachments/{id}/file,
-- docs/host/decisions.md#attachments). Apart from attachments, so listing a trip's documents
-- never reads their contents; an attachment without a file here stays a link.
create table attachment_files (
  attachment_id text primary key references attachments (id) on delete cascade,
  bytes bytea not null,
  created_at timestamptz not null default now()
);

/**
 * How a stored document goes out (docs/host/decisions.md#attachments): always as a download,
 * under a name no header can be broken by, as a type the browser will not take for a page.
 */

/** Types the host serves as they are; any other is sent as plain bytes. */
const SERVED_TYPES = new Set([
  'application/pdf',
  'text/plain',
  'text/markdown',
  'text/csv',
  'image/png',
  'image/jpeg',
]);

const MAX_NAME = 120;

/** The stored type when it is one of SERVED_TYPES (text in UTF-8), else application/octet-stream. */
export const attachmentContentType = (stored: string): string => {
  const type = stored.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!SERVED_TYPES.has(type)) return 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
};

/**
 * `attachment` with the name twice: an ASCII stand-in (quotes, slashes, control and other
 * characters become '_') for old clients, and the exact name percent-encoded (RFC 6266).
 */
export const attachmentDisposition = (name: string): string => {
  const trimmed = name.trim().slice(0, MAX_NAME) || 'document';
  const ascii = trimmed.replace(/[^A-Za-z0-9 ._()-]/g, '_').replace(/^\.+/, '_');
  const encoded = encodeURIComponent(trimmed).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

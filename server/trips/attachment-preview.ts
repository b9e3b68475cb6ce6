/**
 * The first words of a document the host keeps, for the documents page to show before the
 * guest downloads it: a text file's opening (Markdown, plain text, CSV), or the lines of a PDF
 * whose page is written as plain text strings (as the host's own trip summaries are). Anything
 * else, or a PDF whose text is compressed, has no preview: the page then offers the download
 * alone.
 */

/** At most this many characters of preview. */
export const PREVIEW_CHARS = 1200;

/** How much of a file is read to make its preview. */
export const PREVIEW_BYTES = 64 * 1024;

const TEXT_TYPES = new Set(['text/plain', 'text/markdown', 'text/csv']);

const typeOf = (contentType: string | null): string => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

const cut = (text: string): string | null => {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (!trimmed) return null;
  return trimmed.length > PREVIEW_CHARS ? `${trimmed.slice(0, PREVIEW_CHARS).trimEnd()}…` : trimmed;
};

/** A PDF string literal's text: its escapes undone. */
const pdfString = (literal: string): string =>
  literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, code: string) => {
    if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
    return ({ n: '\n', r: '', t: ' ', b: '', f: '' } as Record<string, string>)[code] ?? code;
  });

/** The text each `(...) Tj` shows, a line each, in the order the page draws them. */
const pdfLines = (bytes: Buffer): string => {
  const source = bytes.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) lines.push(pdfString(match[1] ?? ''));
  return lines.join('\n');
};

export const attachmentPreview = (contentType: string | null, bytes: Buffer | null): string | null => {
  if (!bytes || bytes.length === 0) return null;
  const type = typeOf(contentType);
  if (TEXT_TYPES.has(type))
    return cut(
      bytes
        .subarray(0, PREVIEW_BYTES)
        .toString('utf8')
        .replace(/\uFFFD+$/, ''),
    );
  if (type === 'application/pdf') return cut(pdfLines(bytes.subarray(0, PREVIEW_BYTES)));
  return null;
};

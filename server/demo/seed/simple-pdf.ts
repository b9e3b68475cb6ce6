/**
 * A one-page PDF of plain text lines (Helvetica, A4), written by hand so the demo's documents
 * are made at seed time with nothing downloaded. Characters outside printable ASCII become
 * '?': the standard font's encoding has no more to offer.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 16;
const MAX_LINES = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LINE_HEIGHT);

const pdfText = (line: string): string =>
  line
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** The page's content stream: the first line as a title, the rest below it. */
const contentStream = (lines: readonly string[]): string => {
  const shown = lines.slice(0, MAX_LINES);
  const ops = shown.map((line, index) => {
    const size = index === 0 ? 18 : 11;
    const y = PAGE_HEIGHT - MARGIN - index * LINE_HEIGHT - (index === 0 ? 0 : 8);
    return `BT /F1 ${size} Tf ${MARGIN} ${y} Td (${pdfText(line)}) Tj ET`;
  });
  return ops.join('\n');
};

export const simplePdf = (lines: readonly string[]): Buffer => {
  const stream = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

import { describe, expect, it } from 'vitest';
import { simplePdf } from '../../../server/demo/seed/simple-pdf.js';
import { attachmentPreview, PREVIEW_CHARS } from '../../../server/trips/attachment-preview.js';

describe('attachmentPreview', () => {
  it("answers a text file's opening, Markdown and CSV included", () => {
    expect(attachmentPreview('text/markdown', Buffer.from('# Manual\r\n\r\nKeys in the box.\n'))).toBe(
      '# Manual\n\nKeys in the box.',
    );
    expect(attachmentPreview('text/plain; charset=utf-8', Buffer.from('Wi-Fi: alpine'))).toBe(
      'Wi-Fi: alpine',
    );
    expect(attachmentPreview('text/csv', Buffer.from('a,b\n1,2'))).toBe('a,b\n1,2');
  });

  it('cuts a long text with an ellipsis', () => {
    const preview = attachmentPreview('text/plain', Buffer.from('x'.repeat(PREVIEW_CHARS * 2))) ?? '';
    expect(preview).toHaveLength(PREVIEW_CHARS + 1);
    expect(preview.endsWith('…')).toBe(true);
  });

  it("reads a plain PDF's lines, escapes undone", () => {
    const pdf = simplePdf(['Ski week: trip summary', 'Dinner (chef) at 6 \\ 7']);
    expect(attachmentPreview('application/pdf', pdf)).toBe('Ski week: trip summary\nDinner (chef) at 6 \\ 7');
  });

  it('has none for images, other types, empty files or a PDF without plain text', () => {
    expect(attachmentPreview('image/png', Buffer.from('text'))).toBeNull();
    expect(attachmentPreview('application/zip', Buffer.from('text'))).toBeNull();
    expect(attachmentPreview('text/plain', Buffer.from('   '))).toBeNull();
    expect(attachmentPreview('text/plain', null)).toBeNull();
    expect(attachmentPreview('application/pdf', Buffer.from('%PDF-1.4 stream x\x9c endstream'))).toBeNull();
  });
});

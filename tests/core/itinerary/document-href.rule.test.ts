import { describe, expect, it } from 'vitest';
import { documentHref } from '../../../src/core/itinerary/document-href.rule.js';

describe('documentHref', () => {
  it("resolves the host's own path against the API base URL", () => {
    expect(documentHref('/api/attachments/at-1/file', '')).toBe('/api/attachments/at-1/file');
    expect(documentHref('/api/attachments/at-1/file', 'https://api.test/')).toBe(
      'https://api.test/api/attachments/at-1/file',
    );
  });

  it('leaves an absolute or protocol-relative link as it is', () => {
    expect(documentHref('https://files.test/a.pdf', 'https://api.test')).toBe('https://files.test/a.pdf');
    expect(documentHref('//files.test/a.pdf', 'https://api.test')).toBe('//files.test/a.pdf');
  });
});

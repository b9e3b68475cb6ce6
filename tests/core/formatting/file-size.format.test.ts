import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../src/core/formatting/file-size.format.js';

describe('formatFileSize', () => {
  it('says bytes, then KB, MB and GB with one decimal below ten', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(860)).toBe('860 bytes');
    expect(formatFileSize(2458)).toBe('2.4 KB');
    expect(formatFileSize(20 * 1024)).toBe('20 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('says nothing for an unknown size', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

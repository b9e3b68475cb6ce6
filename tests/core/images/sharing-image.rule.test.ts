import { describe, expect, it } from 'vitest';
import { sharingImageUrl } from '../../../src/core/images/sharing-image.rule.js';

const PAGE = 'https://keyhaven.test/listings/abc?listing_adults=2';

describe('the sharing card picture', () => {
  it('is the photo at the sharing width, 1280, as an absolute address', () => {
    expect(sharingImageUrl('/media/homes/abc/pool.svg', PAGE, '')).toBe(
      'https://keyhaven.test/media/homes/abc/1280/pool.svg',
    );
  });

  it("asks the product's resizing host for width=1280", () => {
    expect(sharingImageUrl('https://static.keyhaven.test/a/b.jpg', PAGE, 'static.keyhaven.test')).toBe(
      'https://static.keyhaven.test/a/b.jpg?width=1280',
    );
  });

  it('gives no picture for an address a card cannot use', () => {
    expect(sharingImageUrl('data:image/png;base64,AAAA', PAGE, '')).toBeNull();
    expect(sharingImageUrl('javascript:alert(1)', PAGE, '')).toBeNull();
    expect(sharingImageUrl('http://[::1', PAGE, '')).toBeNull();
  });
});

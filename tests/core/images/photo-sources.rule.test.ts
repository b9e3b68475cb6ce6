import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../../src/core/images/image-width.rule.js';
import { photoSources } from '../../../src/core/images/photo-sources.rule.js';

describe('the sized copies of a photo', () => {
  it('offers every width under its folder, the smallest as the plain source', () => {
    expect(photoSources('https://keyhaven.test/media/homes/h1/1.svg', '')).toEqual({
      src: 'https://keyhaven.test/media/homes/h1/500/1.svg',
      srcSet:
        'https://keyhaven.test/media/homes/h1/500/1.svg 500w, https://keyhaven.test/media/homes/h1/768/1.svg 768w, https://keyhaven.test/media/homes/h1/1280/1.svg 1280w',
    });
    expect(IMAGE_WIDTHS).toEqual([500, 768, 1280]);
  });

  it('asks the resizing static host for its widths by query', () => {
    const { src, srcSet } = photoSources('https://static.keyhaven.test/a/pool.jpg', 'static.keyhaven.test');
    expect(src).toBe('https://static.keyhaven.test/a/pool.jpg?width=500');
    expect(srcSet.split(', ')).toHaveLength(3);
    expect(srcSet).toContain('https://static.keyhaven.test/a/pool.jpg?width=1280 1280w');
  });
});

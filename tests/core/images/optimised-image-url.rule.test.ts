import { describe, expect, it } from 'vitest';
import { optimisedImageUrl } from '../../../src/core/images/optimised-image-url.rule.js';

const STATIC = 'static.example.com';

describe('optimised image URL', () => {
  it('product static host images get a width query param', () => {
    expect(optimisedImageUrl('https://static.example.com/homes/pool.jpg', 600, STATIC)).toBe(
      'https://static.example.com/homes/pool.jpg?width=768',
    );
  });

  it('static host images: an existing width is replaced, other params kept', () => {
    expect(optimisedImageUrl('https://static.example.com/a.jpg?v=2&width=99', 500, STATIC)).toBe(
      'https://static.example.com/a.jpg?v=2&width=500',
    );
  });

  it('static host may be configured as a URL or a bare host name', () => {
    expect(optimisedImageUrl('https://static.example.com/a.jpg', 1, 'https://static.example.com/')).toBe(
      'https://static.example.com/a.jpg?width=500',
    );
    expect(
      optimisedImageUrl('https://static.example.com/a.jpg', 1, 'HTTPS://static.example.com:443/img?x#y'),
    ).toBe('https://static.example.com/a.jpg?width=500');
  });

  it('static host: host names compare without case; an unusable configured host matches nothing', () => {
    expect(optimisedImageUrl('https://static.example.com/a.jpg', 500, 'Static.Example.COM')).toBe(
      'https://static.example.com/a.jpg?width=500',
    );
    expect(optimisedImageUrl('https://static.example.com/a.jpg', 500, '')).toBe(
      'https://static.example.com/500/a.jpg',
    );
  });

  it('other images get a width path segment (before the file name)', () => {
    expect(optimisedImageUrl('https://images.other.com/homes/a/pool.jpg', 1000, STATIC)).toBe(
      'https://images.other.com/homes/a/1280/pool.jpg',
    );
    expect(optimisedImageUrl('https://images.other.com/pool.jpg?x=1', 3000, STATIC)).toBe(
      'https://images.other.com/2560/pool.jpg?x=1',
    );
  });

  it('a sub-domain of the static host is another host', () => {
    expect(optimisedImageUrl('https://cdn.static.example.com/pool.jpg', 500, STATIC)).toBe(
      'https://cdn.static.example.com/500/pool.jpg',
    );
  });

  it('optimised URL: relative, data and unparsable URLs are left as they are', () => {
    expect(optimisedImageUrl('/img/pool.jpg', 500, STATIC)).toBe('/img/pool.jpg');
    expect(optimisedImageUrl('data:image/png;base64,AAAA', 500, STATIC)).toBe('data:image/png;base64,AAAA');
    expect(optimisedImageUrl('', 500, STATIC)).toBe('');
    expect(optimisedImageUrl('ftp://images.other.com/a.jpg', 500, STATIC)).toBe(
      'ftp://images.other.com/a.jpg',
    );
  });

  it('optimised URL: http images are sized too', () => {
    expect(optimisedImageUrl('http://static.example.com/a.jpg', 500, STATIC)).toBe(
      'http://static.example.com/a.jpg?width=500',
    );
  });
});

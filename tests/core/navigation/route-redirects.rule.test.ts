import { describe, expect, it } from 'vitest';
import { mainSiteTarget, withoutTrailingSlash } from '../../../src/core/navigation/route-redirects.rule.js';

describe('redirects', () => {
  it('a trailing slash is removed; the root and clean paths are left alone', () => {
    expect(withoutTrailingSlash('/listings/')).toBe('/listings');
    expect(withoutTrailingSlash('/itineraries/abc//')).toBe('/itineraries/abc');
    expect(withoutTrailingSlash('/listings')).toBeNull();
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('')).toBeNull();
    expect(withoutTrailingSlash('//')).toBe('/');
  });

  it('/bundle/{id} leaves for the main site root, query kept', () => {
    expect(mainSiteTarget('https://main.test', '/bundle/b1', '?q=1')).toBe('https://main.test/?q=1');
  });

  it('/destinations/{slug} and /stays/{slug} leave for the same path on the main site, query kept', () => {
    expect(mainSiteTarget('https://main.test', '/destinations/aspen', '?x=1')).toBe(
      'https://main.test/destinations/aspen?x=1',
    );
    expect(mainSiteTarget('https://main.test', '/stays/beach', '')).toBe('https://main.test/stays/beach');
  });

  it('a hostile slug is encoded, never interpreted', () => {
    expect(mainSiteTarget('https://main.test', '/stays/%3Cscript%3E', '')).toBe(
      'https://main.test/stays/%3Cscript%3E',
    );
  });

  it('/stays/content-homes and other paths stay in the app', () => {
    expect(mainSiteTarget('https://main.test', '/stays/content-homes', '')).toBeNull();
    expect(mainSiteTarget('https://main.test', '/listings', '')).toBeNull();
    expect(mainSiteTarget('https://main.test', '/bundle/a/b', '')).toBeNull();
    expect(mainSiteTarget('https://main.test', '/x/bundle/a', '')).toBeNull();
    expect(mainSiteTarget('https://main.test', '/x/stays/beach', '')).toBeNull();
    expect(mainSiteTarget('https://main.test', '/stays/beach/map', '')).toBeNull();
    expect(mainSiteTarget('https://main.test', '/destinations/aspen/', '')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { pageViewProperties, sendsGenericPageView } from '../../../src/core/navigation/page-view.rule.js';

describe('page views', () => {
  it.each([
    ['/itineraries', true],
    ['/itineraries/abc', true],
    ['/markets/m/services', true],
    ['/destinations/aspen', false],
    ['/stays/beach', false],
    ['/stays', false],
    ['/listings', false],
    ['/listings/abc', false],
    ['/itineraries/abc/listing-items/x', false],
    ['/listingsx', true],
  ])('%s sends a generic page view: %s', (path, expected) => {
    expect(sendsGenericPageView(path)).toBe(expected);
  });

  it('carries utm_source and lead, and nothing else from the query', () => {
    expect(pageViewProperties('/itineraries', '?utm_source=mail&lead=L1&x=1')).toEqual({
      path: '/itineraries',
      utm_source: 'mail',
      lead: 'L1',
    });
    expect(pageViewProperties('/itineraries', '')).toEqual({ path: '/itineraries' });
  });
});

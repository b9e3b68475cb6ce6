import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPreservedParam,
  preservedQuery,
  withPreservedQuery,
} from '../../../src/core/navigation/preserved-params.js';

// The list of docs/product/constants.md#preserved-url-parameters, written out again here so
// the tests do not check the code against itself.
const ALWAYS = [
  'lead',
  'pm',
  'partner',
  'keysite_content',
  'start_date',
  'end_date',
  'sourceOpportunityId',
  'leadSource',
  'irclickid',
];
const onSearchPath = (path: string) => /^\/(listings|stays)(\/|$)/.test(path);
const onMarketPath = (path: string) => /^\/markets(\/|$)/.test(path);
const specAllows = (name: string, path: string): boolean =>
  ALWAYS.includes(name) ||
  name.startsWith('utm_') ||
  (name === 'product_line' && onMarketPath(path)) ||
  ((name.startsWith('listing_') || name.startsWith('filter_')) && onSearchPath(path));

const entries = (query: string) => [...new URLSearchParams(query)];

describe('preserved URL parameters', () => {
  it.each(ALWAYS)('preserved URL params: %s is kept on any page', (name) => {
    expect(isPreservedParam(name, '/itineraries')).toBe(true);
    expect(isPreservedParam(name, '/listings')).toBe(true);
  });

  it('preserved URL params: utm_* kept everywhere', () => {
    expect(preservedQuery('?utm_source=mail&utm_campaign=spring', '/itineraries/1')).toBe(
      '?utm_source=mail&utm_campaign=spring',
    );
  });

  it('preserved URL params: anything else is dropped', () => {
    expect(preservedQuery('?tab=explore&email=a%40b.c&utm=1&LEAD=2', '/itineraries')).toBe('');
  });

  it('preserved URL params: product_line only on market paths', () => {
    expect(isPreservedParam('product_line', '/markets/m1/services')).toBe(true);
    expect(isPreservedParam('product_line', '/markets')).toBe(true);
    expect(isPreservedParam('product_line', '/marketsx')).toBe(false);
    expect(isPreservedParam('product_line', '/listings')).toBe(false);
    expect(isPreservedParam('product_line', '/itineraries/markets')).toBe(false);
  });

  it('preserved URL params: listing_* and filter_* dropped unless on /listings or /stays', () => {
    const query = '?listing_adults=2&filter_bedrooms=3';
    expect(preservedQuery(query, '/listings')).toBe(query);
    expect(preservedQuery(query, '/stays/beach')).toBe(query);
    expect(preservedQuery(query, '/stays')).toBe(query);
    expect(preservedQuery(query, '/itineraries')).toBe('');
    expect(preservedQuery(query, '/listingsx')).toBe('');
    expect(preservedQuery(query, '/markets/m1/services')).toBe('');
    expect(preservedQuery(query, '/itineraries/listings')).toBe('');
  });

  it("preserved URL params: value 'null' removes a param", () => {
    expect(preservedQuery('?lead=null&pm=7', '/itineraries')).toBe('?pm=7');
    expect(withPreservedQuery('?lead=5&pm=7', '/itineraries?lead=null')).toBe('/itineraries?pm=7');
  });

  it('preserved URL params: the target keeps its own query, which wins over a carried value', () => {
    expect(withPreservedQuery('?lead=5&tab=x', '/itineraries/1?tab=explore&lead=6')).toBe(
      '/itineraries/1?lead=6&tab=explore',
    );
    expect(withPreservedQuery('', '/listings')).toBe('/listings');
    expect(withPreservedQuery('?lead=5', '/listings')).toBe('/listings?lead=5');
  });

  it("preserved URL params: a '?' inside the target's own query and a #fragment survive (fixed bug)", () => {
    expect(withPreservedQuery('?lead=1', '/listings?q=a?b')).toBe('/listings?lead=1&q=a%3Fb');
    expect(withPreservedQuery('?lead=1', '/listings#top')).toBe('/listings?lead=1#top');
    expect(withPreservedQuery('?lead=1', '/listings?x=2#top')).toBe('/listings?lead=1&x=2#top');
    expect(withPreservedQuery('', '/listings#top')).toBe('/listings#top');
  });

  describe('property', () => {
    const name = fc.oneof(
      fc.constantFrom(...ALWAYS, 'product_line', 'tab', 'email', 'utm', 'LEAD'),
      fc.string({ maxLength: 6 }).map((s) => `utm_${s}`),
      fc.string({ maxLength: 6 }).map((s) => `listing_${s}`),
      fc.string({ maxLength: 6 }).map((s) => `filter_${s}`),
      fc.string({ maxLength: 8 }),
    );
    const value = fc.oneof(fc.constant('null'), fc.string({ maxLength: 8 }));
    const search = fc
      .array(fc.tuple(name, value), { maxLength: 10 })
      .map((pairs) => `?${new URLSearchParams(pairs).toString()}`);
    const path = fc.oneof(
      fc.constantFrom(
        '/',
        '/listings',
        '/listings/abc',
        '/stays',
        '/stays/beach',
        '/markets/m1/services',
        '/marketsx',
        '/itineraries',
        '/listingsx',
      ),
      fc.string({ maxLength: 10 }).map((s) => `/${s.replace(/[?#]/g, '')}`),
    );

    it('preserved URL params (property): output only holds preserved names, never a null value; listing_*/filter_* only for /listings and /stays; product_line only on /markets', () => {
      fc.assert(
        fc.property(search, path, (current, target) => {
          const kept = entries(preservedQuery(current, target));
          for (const [key, val] of kept) {
            expect(specAllows(key, target)).toBe(true);
            expect(val).not.toBe('null');
            if (key.startsWith('listing_') || key.startsWith('filter_'))
              expect(onSearchPath(target)).toBe(true);
            if (key === 'product_line') expect(onMarketPath(target)).toBe(true);
          }
          // Nothing the docs preserve is lost, and the order is kept.
          const expected = entries(current).filter(([key, val]) => val !== 'null' && specAllows(key, target));
          expect(kept).toEqual(expected);
        }),
      );
    });

    it('preserved URL params (property): with a target query, names are preserved or the target’s own; own values win; no null value', () => {
      const own = fc.array(fc.tuple(name, value), { maxLength: 4 });
      fc.assert(
        fc.property(search, path, own, (current, target, ownPairs) => {
          const ownQuery = new URLSearchParams(ownPairs).toString();
          const href = withPreservedQuery(current, ownQuery ? `${target}?${ownQuery}` : target);
          const queryAt = href.indexOf('?');
          expect(queryAt === -1 ? href : href.slice(0, queryAt)).toBe(target);
          const result = new URLSearchParams(queryAt === -1 ? '' : href.slice(queryAt + 1));
          const ownLast = new Map(ownPairs);
          for (const [key, val] of result) {
            expect(specAllows(key, target) || ownLast.has(key)).toBe(true);
            expect(val).not.toBe('null');
          }
          for (const [key, val] of ownLast) {
            expect(result.get(key)).toBe(val === 'null' ? null : val);
          }
        }),
      );
    });
  });
});

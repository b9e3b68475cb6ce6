import { describe, expect, it } from 'vitest';
import {
  MAX_DISMISSED_PROMOTIONS,
  parseDismissedPromotions,
  withDismissedPromotion,
} from '../../../src/core/promo/dismissed-promotions.rule.js';
import {
  bannersShown,
  DEFAULT_LINK_TEXT,
  readPromotions,
} from '../../../src/core/promo/promotion-banners.rule.js';

const ski = {
  title: 'Ski week, on us',
  message: 'Book five nights and the sixth is free.',
  linkUrl: '/listings?listing_destination=Vail',
  linkText: 'Find a slope-side home',
  productLines: ['Concierge'],
};
const coast = {
  title: 'Spring on the coast',
  message: 'A chef dinner included.',
  linkUrl: 'https://keyhaven.test/coast',
  productLines: [],
};

describe('the active promotions, read as banners', () => {
  it('makes each promotion a banner with its link (words by default)', () => {
    const { banners, corrupt } = readPromotions({
      ski,
      coast,
      plain: { title: 'Members', message: 'A concierge for you.' },
    });
    expect(corrupt).toEqual([]);
    expect(banners).toEqual([
      {
        key: 'ski',
        title: ski.title,
        message: ski.message,
        link: { href: ski.linkUrl, text: ski.linkText },
        productLines: ['Concierge'],
      },
      {
        key: 'coast',
        title: coast.title,
        message: coast.message,
        link: { href: coast.linkUrl, text: DEFAULT_LINK_TEXT },
        productLines: [],
      },
      { key: 'plain', title: 'Members', message: 'A concierge for you.', link: null, productLines: [] },
    ]);
  });

  it('leaves out an entry that is not a promotion, with its failure, and keeps the rest', () => {
    const { banners, corrupt } = readPromotions({
      ski,
      blank: { title: '  ', message: 'x' },
      number: 42,
      script: { title: 'Click', message: 'me', linkUrl: 'javascript:alert(1)' },
      elsewhere: { title: 'Away', message: 'far', linkUrl: '//evil.test/' },
    });
    expect(banners.map((banner) => banner.key)).toEqual(['ski']);
    expect(corrupt.map((failure) => [failure.kind, failure.message.split(':')[0]])).toEqual([
      ['decode', 'Unexpected promotion blank'],
      ['decode', 'Unexpected promotion number'],
      ['decode', 'Unexpected promotion script'],
      ['decode', 'Unexpected promotion elsewhere'],
    ]);
  });

  it('shows a promotion on a trip of one of its lines, one for every line on any trip, less the dismissed', () => {
    const { banners } = readPromotions({ ski, coast });
    expect(bannersShown(banners, 'Concierge', []).map((banner) => banner.key)).toEqual(['ski', 'coast']);
    expect(bannersShown(banners, 'Lite', []).map((banner) => banner.key)).toEqual(['coast']);
    expect(bannersShown(banners, null, []).map((banner) => banner.key)).toEqual(['coast']);
    expect(bannersShown(banners, 'Concierge', ['coast']).map((banner) => banner.key)).toEqual(['ski']);
  });
});

describe('the promotions a guest dismissed, as the browser keeps them', () => {
  it('reads a stored list and drops anything else', () => {
    expect(parseDismissedPromotions('["ski","coast"]')).toEqual(['ski', 'coast']);
    for (const bad of [null, '', 'not json', '{"ski":true}', '[1,2]'])
      expect(parseDismissedPromotions(bad)).toEqual([]);
  });

  it('adds a key once and keeps only the latest dismissals', () => {
    expect(withDismissedPromotion(['ski', 'coast'], 'ski')).toEqual(['coast', 'ski']);
    const many = Array.from({ length: MAX_DISMISSED_PROMOTIONS }, (_, n) => `p${n}`);
    const kept = withDismissedPromotion(many, 'new');
    expect(kept).toHaveLength(MAX_DISMISSED_PROMOTIONS);
    expect(kept[0]).toBe('p1');
    expect(kept.at(-1)).toBe('new');
  });
});

import { describe, expect, it } from 'vitest';
import { categoryScore, rankCategories } from '../../../src/core/catalog/category-ranking.rule.js';

const category = (id: string, promotionScore = 0, isHidden = false) => ({
  id,
  name: `Cat ${id}`,
  promotionScore,
  isHidden,
});

describe('category score and ranking', () => {
  it('category score: average score plus 0.20 times the share of services, halved', () => {
    expect(categoryScore(0.8, 0.5)).toBeCloseTo(0.45, 10);
    expect(categoryScore(0, 1)).toBeCloseTo(0.1, 10);
    expect(categoryScore(1, 0)).toBeCloseTo(0.5, 10);
  });

  it('category score: computed from the services of each category', () => {
    const a = category('a');
    const b = category('b');
    const ranked = rankCategories([
      { score: 0.9, categories: [a] },
      { score: 0.5, categories: [a, b] },
      { score: 0.4, categories: [b] },
      { score: null, categories: [b] },
    ]);
    // a: average 0.7, share 2/4 -> (0.7 + 0.1) / 2 = 0.4; b: average 0.3, share 3/4 -> (0.3 + 0.15) / 2 = 0.225
    expect(ranked.map((c) => [c.id, c.serviceCount])).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
    expect(ranked[0]?.overallScore).toBeCloseTo(0.4, 10);
    expect(ranked[1]?.overallScore).toBeCloseTo(0.225, 10);
    expect(ranked[0]).toMatchObject({ name: 'Cat a', promotionScore: 0 });
  });

  it('category ranking: sorted by promotionScore first, descending', () => {
    const ranked = rankCategories([
      { score: 1, categories: [category('high-score', 1)] },
      { score: 0, categories: [category('promoted', 5)] },
    ]);
    expect(ranked.map((c) => c.id)).toEqual(['promoted', 'high-score']);
  });

  it('category ranking: then overallScore descending', () => {
    const ranked = rankCategories([
      { score: 0.2, categories: [category('low', 3)] },
      { score: 0.9, categories: [category('high', 3)] },
    ]);
    expect(ranked.map((c) => c.id)).toEqual(['high', 'low']);
  });

  it('category ranking: equal scores keep first-seen order (decision)', () => {
    const ranked = rankCategories([
      { score: 0.5, categories: [category('first')] },
      { score: 0.5, categories: [category('second')] },
    ]);
    expect(ranked.map((c) => c.id)).toEqual(['first', 'second']);
  });

  it('hidden categories are excluded from ranking (hidden on any service hides it)', () => {
    const ranked = rankCategories([
      { score: 1, categories: [category('shown'), category('secret', 9, true)] },
      { score: 1, categories: [category('later-hidden'), category('shown')] },
      { score: 1, categories: [category('later-hidden', 0, true)] },
    ]);
    expect(ranked.map((c) => c.id)).toEqual(['shown']);
  });

  it('category score: a service naming a category twice counts once', () => {
    const ranked = rankCategories([
      { score: 1, categories: [category('a'), category('a')] },
      { score: 0, categories: [category('b')] },
    ]);
    expect(ranked[0]).toMatchObject({ id: 'a', serviceCount: 1 });
    expect(ranked[0]?.overallScore).toBeCloseTo((1 + 0.2 * 0.5) / 2, 10);
  });

  it('category ranking: missing promotion score counts as 0, no services gives no categories', () => {
    expect(rankCategories([])).toEqual([]);
    const ranked = rankCategories([
      { score: 0, categories: [{ id: 'none', name: 'None' }] },
      { score: 0, categories: [category('neg', -1)] },
    ]);
    expect(ranked.map((c) => [c.id, c.promotionScore])).toEqual([
      ['none', 0],
      ['neg', -1],
    ]);
  });
});

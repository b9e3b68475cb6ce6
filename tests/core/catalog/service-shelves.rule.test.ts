import { describe, expect, it } from 'vitest';
import { serviceShelves } from '../../../src/core/catalog/service-shelves.rule.js';
import type { Service } from '../../../src/core/service/service.entity.js';

const chefs = { id: 'c-chef', name: 'Private Chefs', promotionScore: 9 };
const family = { id: 'c-family', name: 'Kids & Family', promotionScore: 2 };
const secret = { id: 'c-secret', name: 'Staff only', isHidden: true };

const service = (id: string, extra: Partial<Service>): Service => ({
  id,
  name: `Service ${id}`,
  categories: [],
  fields: [],
  ...extra,
});

describe('service shelves (category ranking)', () => {
  const services = [
    service('s1', { categories: [family], score: 3, siteSection: 'catalog' }),
    service('s2', { categories: [chefs, family], score: 5, siteSection: 'catalog' }),
    service('s3', { categories: [chefs], siteSection: 'local_favorites' }),
    service('s4', { categories: [chefs, secret], score: 4, siteSection: 'catalog' }),
  ];

  it('ranks categories by promotion score and services by score, a service on each of its shelves', () => {
    expect(serviceShelves(services).map((shelf) => [shelf.title, shelf.services.map((s) => s.id)])).toEqual([
      ['Private Chefs', ['s2', 's4', 's3']],
      ['Kids & Family', ['s2', 's1']],
    ]);
  });

  it('keeps to one site section when asked, leaving empty shelves out', () => {
    expect(
      serviceShelves(services, 'local_favorites').map((shelf) => [
        shelf.title,
        shelf.services.map((s) => s.id),
      ]),
    ).toEqual([['Private Chefs', ['s3']]]);
    expect(serviceShelves([], 'catalog')).toEqual([]);
  });

  it('keeps the host order between services of equal score', () => {
    const tied = [
      service('a', { categories: [chefs], score: 1 }),
      service('b', { categories: [chefs], score: 1 }),
      service('c', { categories: [chefs], score: 2 }),
    ];
    expect(serviceShelves(tied)[0]?.services.map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });
});

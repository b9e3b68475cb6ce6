import { describe, expect, it } from 'vitest';
import {
  buildServiceTextIndex,
  searchServiceIndex,
} from '../../../src/core/catalog/service-text-index.rule.js';

const services = [
  {
    id: 1,
    name: 'Private Chef',
    description: 'Dinner at home',
    siteSection: 'catalog',
    categories: [{ name: 'Dining' }],
  },
  {
    id: 2,
    name: 'Yoga Class',
    description: 'Morning stretch with a private instructor',
    siteSection: 'catalog',
    categories: [{ name: 'Wellness' }],
  },
  {
    id: 3,
    name: 'Chef Tasting',
    description: null,
    siteSection: 'local_favorites',
    categories: [{ name: 'Dining' }],
  },
  { id: 4, name: 'Café Tour', description: 'Creme brulee tasting', siteSection: 'catalog', categories: null },
  {
    id: 5,
    name: 'Boat Day',
    description: 'On the lake',
    siteSection: 'catalog',
    categories: [{ name: 'Private Outings' }],
  },
];

const ids = (query: string) => searchServiceIndex(buildServiceTextIndex(services), query).map((s) => s.id);

describe('service text index', () => {
  it("only services with siteSection 'catalog' are text-indexed", () => {
    const index = buildServiceTextIndex(services);
    expect(index.entries.map((e) => e.service.id)).toEqual([1, 2, 4, 5]);
    expect(ids('chef tasting')).toEqual([]);
  });

  it('text index covers the name', () => {
    expect(ids('yoga')).toEqual([2]);
  });

  it('text index covers the description', () => {
    expect(ids('lake')).toEqual([5]);
  });

  it('text index covers category names', () => {
    expect(ids('dining')).toEqual([1]);
    expect(ids('wellness')).toEqual([2]);
  });

  it('text index: category names stay apart, so no word spans two of them', () => {
    const sea = [
      { id: 9, name: 'Charter', siteSection: 'catalog', categories: [{ name: 'Sea' }, { name: 'Food' }] },
    ];
    const find = (query: string) => searchServiceIndex(buildServiceTextIndex(sea), query).map((s) => s.id);
    expect(find('sea food')).toEqual([9]);
    expect(find('seafood')).toEqual([]);
  });

  it('text search: case, accents and extra spaces do not matter; partial words match', () => {
    expect(ids('  CAFE  ')).toEqual([4]);
    expect(ids('crème BRÛLÉE')).toEqual([4]);
    expect(ids('yog')).toEqual([2]);
  });

  it('text search: every word must match somewhere', () => {
    expect(ids('private dinner')).toEqual([1]);
    expect(ids('private spa')).toEqual([]);
  });

  it('text search: a name match ranks above a category match above a description match', () => {
    // 'private': name of 1, category of 5, description of 2.
    expect(ids('private')).toEqual([1, 5, 2]);
  });

  it('text search: an empty query finds nothing', () => {
    expect(ids('   ')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CategoryList,
  DestinationList,
  SearchCount,
} from '../../../../src/adapters/rest/wire/catalog-lists.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

describe('catalog calls', () => {
  it('GET /api/listings/destinations: name and aliases decode; a missing name is refused at 1.name', () => {
    const vail = { objectId: 'dst_vail', name: 'Vail', aliases: ['Vail Valley'], slug: 'vail' };
    expect(decoded(DestinationList, [vail, { name: 'Aspen' }])[1]?.aliases).toEqual([]);
    expectRejectedAt(DestinationList, [vail, { aliases: [] }], '1.name');
  });

  it('GET /api/categories decodes; a numeric slug is refused at 0.slug', () => {
    const beach = { objectId: 'cat_beach', name: 'Beach', slug: 'beach', imageUrl: null };
    expect(decoded(CategoryList, [beach])).toEqual([beach]);
    expectRejectedAt(CategoryList, [{ ...beach, slug: 1 }], '0.slug');
  });

  it('GET /api/listings/search-count: numExactMatches decodes; a fraction is refused at numExactMatches', () => {
    expect(decoded(SearchCount, { numExactMatches: 1287 })).toEqual({ numExactMatches: 1287 });
    expectRejectedAt(SearchCount, { numExactMatches: 12.5 }, 'numExactMatches');
  });
});

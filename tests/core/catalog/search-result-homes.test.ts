import { describe, expect, it } from 'vitest';
import { ListingCatalog } from '../../../src/core/catalog/listing-catalog.entity.js';
import {
  cardsToAsk,
  resultHomesOf,
  resultPositionOf,
} from '../../../src/core/catalog/search-result-homes.rule.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

const points = {
  exact: 2,
  ids: ['a', 'b', 'c', 'd'],
  lat: [1, 2, 3, 4],
  lng: [-1, -2, -3, -4],
  nightlyRate: [100, 0, 250.5, 90],
  unmetTerms: [['guests'], []],
};

describe('a search answer with map points', () => {
  it('decodes the parallel arrays as one point per home, exact ones first', () => {
    const answer = decoded(ListingCatalog, {
      exactMatches: [{ objectId: 'a', name: 'Alpha' }],
      mapPoints: points,
    });
    expect(
      answer.mapPoints?.map((point) => [point.id, point.exact, point.nightlyRate, point.unmetTerms]),
    ).toEqual([
      ['a', true, 100, []],
      ['b', true, null, []],
      ['c', false, 250.5, ['guests']],
      ['d', false, 90, []],
    ]);
    expect(answer.mapPoints?.[2]).toMatchObject({ lat: 3, lng: -3 });
  });

  it('refuses arrays that do not line up', () => {
    expectRejectedAt(ListingCatalog, { mapPoints: { ...points, lat: [1, 2, 3] } }, 'mapPoints');
    expectRejectedAt(ListingCatalog, { mapPoints: { ...points, unmetTerms: [] } }, 'mapPoints');
  });

  it('lists every home found, with the cards it has; the rest are asked for from the one shown on', () => {
    const answer = decoded(ListingCatalog, {
      exactMatches: [{ objectId: 'a', name: 'Alpha' }],
      mapPoints: points,
    });
    const homes = resultHomesOf(answer, new Map([['c', { objectId: 'c', name: 'Gamma' }]]));
    expect(homes.exact.map((home) => [home.id, home.listing?.name ?? null])).toEqual([
      ['a', 'Alpha'],
      ['b', null],
    ]);
    expect(homes.partial.map((home) => [home.id, home.listing?.name ?? null])).toEqual([
      ['c', 'Gamma'],
      ['d', null],
    ]);
    const all = [...homes.exact, ...homes.partial];
    expect(cardsToAsk(all, 'b', new Set())).toEqual(['b', 'd']);
    expect(cardsToAsk(all, 'b', new Set(['b']))).toEqual([]);
    expect(cardsToAsk(all, 'a', new Set())).toEqual([]);
    expect(cardsToAsk(all, 'b', new Set(), 1)).toEqual(['b']);
    expect(resultPositionOf(homes, 'd')).toEqual({ position: 4, list: 'partial' });
    expect(resultPositionOf(homes, 'zz')).toBeNull();
  });

  it('an answer without points is every result as a card, as before', () => {
    const answer = decoded(ListingCatalog, {
      exactMatches: [{ objectId: 'a' }],
      partialMatches: [{ objectId: 'b', unmetTerms: ['guests'] }],
    });
    const homes = resultHomesOf(answer);
    expect(homes.exact.map((home) => home.id)).toEqual(['a']);
    expect(homes.partial.map((home) => home.listing?.unmetTerms)).toEqual([['guests']]);
  });
});

import { describe, expect, it } from 'vitest';
import { waysForward } from '../../../src/core/catalog/empty-search-ways.rule.js';

const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('the ways out of a search that found nothing', () => {
  it('offers one per narrowing term, most specific first, each keeping the rest of the search', () => {
    const search =
      '?listing_destination=Aspen&listing_start_date=2030-01-10&listing_end_date=2030-01-17&listing_adults=2&filter_bedrooms=9&listing_view=map';
    const ways = waysForward(search);
    expect(ways.map((way) => way.label)).toEqual([
      'Clear filters',
      'Search every destination',
      'Search without dates',
    ]);
    const [clear, everywhere, undated] = ways.map((way) => params(way.search));
    expect(clear).toEqual({
      listing_destination: 'Aspen',
      listing_start_date: '2030-01-10',
      listing_end_date: '2030-01-17',
      listing_adults: '2',
      listing_view: 'map',
    });
    expect(everywhere).not.toHaveProperty('listing_destination');
    expect(everywhere).toMatchObject({ filter_bedrooms: '9', listing_view: 'map' });
    expect(undated).not.toHaveProperty('listing_start_date');
    expect(undated).not.toHaveProperty('listing_end_date');
    expect(undated).toMatchObject({ listing_destination: 'Aspen', filter_bedrooms: '9' });
  });

  it("widens the map's area rather than the destination when the map's area was searched", () => {
    const ways = waysForward(
      '?listing_destination=Aspen&listing_north=40&listing_west=-107&listing_south=39&listing_east=-106',
    );
    expect(ways.map((way) => way.label)).toEqual(['Search beyond this map area']);
    expect(params(ways[0]?.search ?? '')).toEqual({ listing_destination: 'Aspen' });
  });

  it('has nothing to offer for a search with no narrowing term', () => {
    expect(waysForward('?listing_adults=2')).toEqual([]);
    expect(waysForward('')).toEqual([]);
  });
});

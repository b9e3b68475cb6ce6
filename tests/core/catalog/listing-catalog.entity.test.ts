import { describe, expect, it } from 'vitest';
import { Category } from '../../../src/core/catalog/category.entity.js';
import { Destination } from '../../../src/core/catalog/destination.entity.js';
import { emptyListingCatalog, ListingCatalog } from '../../../src/core/catalog/listing-catalog.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';
import { listingSample } from '../arbitraries/samples.js';

const vail = { objectId: 'dst_vail', name: 'Vail', slug: 'vail', aliases: ['Vail Valley', 'Beaver Creek'] };

const catalog = {
  listingsInCategories: [{ _id: 'cat_ski', listings: [listingSample] }],
  listingsInDestinations: [{ _id: 'dst_vail', listings: [listingSample] }],
  categories: [{ objectId: 'cat_ski', name: 'Ski', slug: 'ski' }],
  destinations: [vail],
  activeDestinations: [{ name: 'Vail', aliases: ['Vail Valley'] }],
  exactMatches: [listingSample],
  partialMatches: [{ objectId: 'lst_2', name: 'Creekside', latLngLocation: { lat: 39.6, lng: -106.4 } }],
  searchResultCount: { numExactMatches: 1 },
  searchTerms: { destination: 'Vail', adultCount: 4 },
};

describe('Listing catalog', () => {
  it('Listing catalog: groups (each _id), categories, destinations, active destinations, matches, count and terms decode', () => {
    const decodedCatalog = decoded(ListingCatalog, catalog);
    expect(decodedCatalog.listingsInDestinations[0]?._id).toBe('dst_vail');
    expect(decodedCatalog.partialMatches[0]?.latLngLocation).toEqual({ lat: 39.6, lng: -106.4 });
    expect(decodedCatalog.searchResultCount?.numExactMatches).toBe(1);
    expect(decodedCatalog.activeDestinations[0]?.aliases).toEqual(['Vail Valley']);
  });

  it('catalog load failure: an empty answer decodes to the empty catalog', () => {
    expect(decoded(ListingCatalog, {})).toEqual(emptyListingCatalog());
  });

  it('Listing catalog: a match with a bad location is named at partialMatches.0.latLngLocation.lat', () => {
    expectRejectedAt(
      ListingCatalog,
      { partialMatches: [{ objectId: 'l', latLngLocation: { lat: '39', lng: 1 } }] },
      'partialMatches.0.latLngLocation.lat',
    );
  });

  it('Listing catalog: a group without _id is refused at listingsInCategories.0._id', () => {
    expectRejectedAt(
      ListingCatalog,
      { listingsInCategories: [{ listings: [] }] },
      'listingsInCategories.0._id',
    );
  });

  it('Listing catalog: numExactMatches must be a count', () => {
    expectRejectedAt(
      ListingCatalog,
      { searchResultCount: { numExactMatches: -2 } },
      'searchResultCount.numExactMatches',
    );
  });
});

describe('Destination and category', () => {
  it('Destination: name and aliases decode; aliases default to none', () => {
    expect(decoded(Destination, vail)).toEqual(vail);
    expect(decoded(Destination, { name: 'Aspen' })).toEqual({ name: 'Aspen', aliases: [] });
  });

  it('Destination: an alias that is not text is refused at aliases.0', () => {
    expectRejectedAt(Destination, { name: 'Vail', aliases: [1] }, 'aliases.0');
  });

  it('Category: objectId and name decode, slug and image optional', () => {
    expect(
      decoded(Category, {
        objectId: 'cat_beach',
        name: 'Beach',
        slug: 'beach',
        imageUrl: 'https://img.example/beach.jpg',
      }).slug,
    ).toBe('beach');
    expect(decoded(Category, { objectId: 'cat_beach', name: 'Beach' })).toEqual({
      objectId: 'cat_beach',
      name: 'Beach',
    });
  });

  it('Category: a category without name is refused', () => {
    expectRejectedAt(Category, { objectId: 'cat_beach' }, 'name');
  });
});

import { describe, expect, it } from 'vitest';
import { mapSourceOf } from '../../../src/core/catalog/map-source.rule.js';

describe('where the map draws its geography from', () => {
  it('is the offline basemap when no source is configured, blank values included', () => {
    expect(mapSourceOf({})).toEqual({ source: { kind: 'offline' }, ignored: [] });
    expect(mapSourceOf({ styleUrl: ' ', pmtilesUrl: '', tilesUrl: undefined }).source).toEqual({
      kind: 'offline',
    });
  });

  it('is the one source configured, its URL trimmed', () => {
    expect(mapSourceOf({ tilesUrl: ' https://tiles.keyhaven.test/{z}/{x}/{y}.png ' }).source).toEqual({
      kind: 'tiles',
      url: 'https://tiles.keyhaven.test/{z}/{x}/{y}.png',
    });
    expect(mapSourceOf({ pmtilesUrl: '/map/region.pmtiles' }).source).toEqual({
      kind: 'pmtiles',
      url: '/map/region.pmtiles',
    });
    expect(mapSourceOf({ styleUrl: 'https://maps.keyhaven.test/style.json' }).source).toEqual({
      kind: 'style',
      url: 'https://maps.keyhaven.test/style.json',
    });
  });

  it('prefers a style to an archive, and an archive to a raster template, naming what it ignores', () => {
    const all = {
      styleUrl: 'https://maps.keyhaven.test/style.json',
      pmtilesUrl: 'https://maps.keyhaven.test/region.pmtiles',
      tilesUrl: 'https://tiles.keyhaven.test/{z}/{x}/{y}.png',
    };
    expect(mapSourceOf(all)).toEqual({
      source: { kind: 'style', url: all.styleUrl },
      ignored: ['PUBLIC_MAP_PMTILES_URL', 'PUBLIC_MAP_TILES_URL'],
    });
    expect(mapSourceOf({ ...all, styleUrl: '' })).toEqual({
      source: { kind: 'pmtiles', url: all.pmtilesUrl },
      ignored: ['PUBLIC_MAP_TILES_URL'],
    });
  });
});

import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorImageLayer from 'ol/layer/VectorImage.js';
import XYZ from 'ol/source/XYZ.js';
import { describe, expect, it } from 'vitest';
import { basemapLayers, DETAIL_ZOOM } from '../../../src/ui/catalog/basemap-layers.js';

describe("the map's geography", () => {
  it('is the offline basemap without a tile source: shapes as one image, small lakes and rivers from close in, place names on top', () => {
    const layers = basemapLayers({ styleUrl: '', pmtilesUrl: '', url: '', attribution: '' });
    expect(layers.map((layer) => layer.constructor)).toEqual([
      VectorImageLayer,
      VectorImageLayer,
      VectorLayer,
    ]);
    // The detail file is fetched when its layer first draws, so only from this zoom.
    expect(layers.map((layer) => layer.getMinZoom())).toEqual([-Infinity, DETAIL_ZOOM, -Infinity]);
  });

  it('is the configured tiles alone when a template is set, credited as text', () => {
    const layers = basemapLayers({
      styleUrl: '',
      pmtilesUrl: '',
      url: 'https://{a-c}.tiles.keyhaven.test/{z}/{x}/{y}.png',
      attribution: '© Tiles & <b>Co</b>',
    });
    expect(layers).toHaveLength(1);
    const [tiles] = layers;
    if (!(tiles instanceof TileLayer)) throw new Error('a tile layer expected');
    const source = tiles.getSource();
    if (!(source instanceof XYZ)) throw new Error('an XYZ source expected');
    expect(source.getUrls()).toEqual([
      'https://a.tiles.keyhaven.test/{z}/{x}/{y}.png',
      'https://b.tiles.keyhaven.test/{z}/{x}/{y}.png',
      'https://c.tiles.keyhaven.test/{z}/{x}/{y}.png',
    ]);
    const credit = source.getAttributions()?.({} as never);
    expect(credit).toEqual(['© Tiles &#38; &#60;b&#62;Co&#60;/b&#62;']);
  });
});

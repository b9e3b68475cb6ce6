import { inView } from 'ol/layer/Layer.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorImageLayer from 'ol/layer/VectorImage.js';
import XYZ from 'ol/source/XYZ.js';
import View from 'ol/View.js';
import { describe, expect, it } from 'vitest';
import { MAP_ZOOM_LEVELS, type MapZoomLevel } from '../../../src/core/catalog/map-zoom-levels.constant.js';
import { basemapLayers, DETAIL_ZOOM } from '../../../src/ui/catalog/basemap-layers.js';

const offline = () => basemapLayers({ styleUrl: '', pmtilesUrl: '', url: '', attribution: '' });

describe("the map's geography", () => {
  it('is the offline basemap without a tile source: shapes as one image, small lakes and rivers from close in, place names on top', () => {
    const layers = offline();
    expect(layers.map((layer) => layer.constructor)).toEqual([
      VectorImageLayer,
      VectorImageLayer,
      VectorLayer,
    ]);
  });

  it("draws the detail (and so fetches its file) from DETAIL_ZOOM on the map's own ladder of zooms, not before", () => {
    const [shapes, detail] = offline();
    if (!shapes || !detail) throw new Error('offline layers expected');
    // The map's view (home-map.tsx): a ladder of resolutions, which OpenLayers counts zoom along.
    const view = new View({
      center: [0, 0],
      resolutions: MAP_ZOOM_LEVELS.map((zoom) => 156_543.033_928_040_97 / 2 ** zoom),
    });
    const drawnAt = (zoom: MapZoomLevel) => {
      view.setResolution(156_543.033_928_040_97 / 2 ** zoom);
      return inView(detail.getLayerState(), view.getState());
    };
    expect(MAP_ZOOM_LEVELS.filter(drawnAt)).toEqual(MAP_ZOOM_LEVELS.filter((zoom) => zoom >= DETAIL_ZOOM));
    view.setResolution(156_543.033_928_040_97 / 2 ** DETAIL_ZOOM);
    expect(inView(detail.getLayerState(), view.getState())).toBe(true);
    view.setResolution(156_543.033_928_040_97 / 2 ** 6);
    expect(inView(shapes.getLayerState(), view.getState())).toBe(true);
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

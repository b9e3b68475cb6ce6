import Feature from 'ol/Feature.js';
import { inView } from 'ol/layer/Layer.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorImageLayer from 'ol/layer/VectorImage.js';
import { get as getProjection } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import XYZ from 'ol/source/XYZ.js';
import { Style } from 'ol/style.js';
import View from 'ol/View.js';
import { describe, expect, it, vi } from 'vitest';
import { MAP_ZOOM_LEVELS, type MapZoomLevel } from '../../../src/core/catalog/map-zoom-levels.constant.js';
import { basemapLayers, DETAIL_ZOOM } from '../../../src/ui/catalog/basemap-layers.js';

const offline = () => basemapLayers({ styleUrl: '', pmtilesUrl: '', url: '', attribution: '' });

describe("the map's geography", () => {
  it('is the offline basemap without a tile source: shapes, the detail from close in and lines each as one image, place names on top', () => {
    const layers = offline();
    expect(layers.map((layer) => layer.constructor)).toEqual([
      VectorImageLayer,
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

  it("draws the sea box under the true shore land, and the lakes and rivers over both, in the map's water and land colours", () => {
    const [shapes, detail] = offline();
    if (!(shapes instanceof VectorImageLayer) || !(detail instanceof VectorImageLayer)) {
      throw new Error('image layers expected');
    }
    const styleOf = (layer: VectorImageLayer, kind: string) => {
      const feature = new Feature();
      feature.set('kind', kind);
      const style = layer.getStyleFunction()?.(feature, 100);
      if (!(style instanceof Style)) throw new Error(`a style for ${kind} expected`);
      return style;
    };
    const sea = styleOf(detail, 'sea');
    const shore = styleOf(detail, 'shoreLand');
    const lake = styleOf(detail, 'lake');
    expect(sea.getZIndex() ?? 0).toBeLessThan(shore.getZIndex() ?? 0);
    expect(shore.getZIndex() ?? 0).toBeLessThan(lake.getZIndex() ?? 0);
    const water = styleOf(shapes, 'lake').getFill()?.getColor();
    expect(sea.getFill()?.getColor()).toBe(water);
    expect(lake.getFill()?.getColor()).toBe(water);
    expect(shore.getFill()?.getColor()).toBe(styleOf(shapes, 'land').getFill()?.getColor());
    // Cut at the box's edges: an outline would draw them.
    expect(shore.getStroke()).toBeNull();
  });

  it('loads into the detail the sea boxes, the shore land and every water area, the big lakes and rivers again', async () => {
    const [, detail] = offline();
    const source = detail instanceof VectorImageLayer ? detail.getSource() : null;
    if (!(source instanceof VectorSource)) throw new Error('a vector source expected');
    const mercator = getProjection('EPSG:3857');
    if (!mercator) throw new Error('Web Mercator expected');
    source.loadFeatures([-Infinity, -Infinity, Infinity, Infinity], 100, mercator);
    await vi.waitFor(() => expect(source.getFeatures()).toHaveLength(6), { timeout: 10_000 });
    expect(source.getFeatures().map((feature) => feature.get('kind'))).toEqual([
      'sea',
      'shoreLand',
      'lake',
      'lake',
      'lake',
      'lake',
    ]);
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

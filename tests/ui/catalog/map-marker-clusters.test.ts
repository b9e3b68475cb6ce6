import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import type VectorLayer from 'ol/layer/Vector.js';
import type OlMap from 'ol/Map.js';
import type Cluster from 'ol/source/Cluster.js';
import type { Circle, Text } from 'ol/style.js';
import { describe, expect, it, vi } from 'vitest';
import {
  bubbleRadius,
  clusterAtPixel,
  clusterStyle,
  zoomToHomes,
} from '../../../src/ui/catalog/map-marker-clusters.js';

// A map drawn at 10 map units a pixel, its pixel (0, 0) at the map's (0, 0), y pointing down.
const RESOLUTION = 10;
const fit = vi.fn();
const map = {
  getView: () => ({ getResolution: () => RESOLUTION, fit }),
  getPixelFromCoordinate: ([x = 0, y = 0]: number[]) => [x / RESOLUTION, -y / RESOLUTION],
} as unknown as OlMap;

const at = (pixel: [number, number]) => new Point([pixel[0] * RESOLUTION, -pixel[1] * RESOLUTION]);

const home = (id: string, pixel: [number, number], highlighted = false) => {
  const feature = new Feature({ geometry: at(pixel), highlighted: highlighted ? 1 : 0 });
  feature.setId(id);
  return feature;
};

/** A cluster as ol/source/Cluster makes it: a point with its homes in 'features'. */
const cluster = (pixel: [number, number], homes: Feature[]) =>
  new Feature({ geometry: at(pixel), features: homes });

const layerOf = (...clusters: Feature[]) =>
  ({ getSource: () => ({ getFeatures: () => clusters }) }) as unknown as VectorLayer<Cluster>;

describe('homes close together on the 2D canvas: one bubble with their count', () => {
  it('draws several homes as a bubble with their count, a lone home as its point', () => {
    const three = clusterStyle(cluster([0, 0], [home('a', [0, 0]), home('b', [1, 1]), home('c', [2, 2])]));
    expect(three.getText()?.getText()).toBe('3');
    expect((three.getImage() as Circle).getRadius()).toBe(bubbleRadius(3));
    const lone = clusterStyle(cluster([0, 0], [home('a', [0, 0])]));
    expect((lone.getText() as Text | null)?.getText()).toBeUndefined();
    expect((lone.getImage() as Circle).getRadius()).toBe(5);
    // A bubble holding the chosen home wears its colour.
    const chosen = clusterStyle(cluster([0, 0], [home('a', [0, 0], true), home('b', [1, 1])]));
    expect((chosen.getImage() as Circle).getFill()?.getColor()).toBe('#b4410f');
  });

  it('grows with the homes it holds, slowly', () => {
    expect(bubbleRadius(2)).toBeLessThan(bubbleRadius(20));
    expect(bubbleRadius(243)).toBeLessThanOrEqual(21);
  });

  it('a click on a bubble gives its homes; on a lone point, that home; beside them, nothing', () => {
    const homes = [home('a', [100, 100]), home('b', [104, 96])];
    const layer = layerOf(cluster([102, 98], homes), cluster([200, 100], [home('c', [200, 100])]));
    expect(clusterAtPixel(map, layer, [108, 98])).toEqual({ kind: 'bubble', homes });
    expect(clusterAtPixel(map, layer, [203, 103])).toEqual({ kind: 'home', id: 'c' });
    expect(clusterAtPixel(map, layer, [150, 100])).toBeNull();
    expect(clusterAtPixel(map, layer, [212, 100])).toBeNull();
  });

  it('a bubble clicked zooms the map in to the extent of its homes', () => {
    zoomToHomes(map, [home('a', [100, 100]), home('b', [120, 90])]);
    expect(fit).toHaveBeenCalledWith([1000, -1000, 1200, -900], expect.objectContaining({ duration: 250 }));
  });
});

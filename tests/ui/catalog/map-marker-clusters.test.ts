import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import type OlMap from 'ol/Map.js';
import type Projection from 'ol/proj/Projection.js';
import { get as getProjection } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import type { Circle, Text } from 'ol/style.js';
import { describe, expect, it, vi } from 'vitest';
import { bubbleRadius, HomeClusters, homesOf } from '../../../src/ui/catalog/map-home-clusters.js';
import { clusterAtPixel, clusterStyle, zoomToHomes } from '../../../src/ui/catalog/map-marker-clusters.js';

// A map drawn at 10 map units a pixel, its pixel (0, 0) at the map's (0, 0), y pointing down.
const RESOLUTION = 10;
const fit = vi.fn();
const map = {
  getView: () => ({ getResolution: () => RESOLUTION, fit }),
  getPixelFromCoordinate: ([x = 0, y = 0]: number[]) => [x / RESOLUTION, -y / RESOLUTION],
  getCoordinateFromPixel: ([x = 0, y = 0]: number[]) => [x * RESOLUTION, -y * RESOLUTION],
} as unknown as OlMap;

const at = (pixel: [number, number]) => new Point([pixel[0] * RESOLUTION, -pixel[1] * RESOLUTION]);

const home = (id: string, pixel: [number, number], highlighted = false) => {
  const feature = new Feature({ geometry: at(pixel), highlighted: highlighted ? 1 : 0 });
  feature.setId(id);
  return feature;
};

/** The homes grouped as the map shows them at RESOLUTION. */
const clustersOf = (...homes: Feature[]) => {
  const clusters = new HomeClusters(new VectorSource({ features: homes }));
  clusters.loadFeatures([-1e7, -1e7, 1e7, 1e7], RESOLUTION, getProjection('EPSG:3857') as Projection);
  return clusters;
};

/** The one cluster of these homes. */
const clusterOf = (...homes: Feature[]) => clustersOf(...homes).getFeatures()[0] as Feature;

describe('homes close together on the 2D canvas: one bubble with their count', () => {
  it('draws several homes as a bubble with their count, a lone home as its point', () => {
    const three = clusterStyle(clusterOf(home('a', [0, 0]), home('b', [1, 1]), home('c', [2, 2])));
    expect(three.getText()?.getText()).toBe('3');
    expect((three.getImage() as Circle).getRadius()).toBe(bubbleRadius(3));
    const lone = clusterStyle(clusterOf(home('a', [0, 0])));
    expect((lone.getText() as Text | null)?.getText()).toBeUndefined();
    expect((lone.getImage() as Circle).getRadius()).toBe(5);
    // A bubble holding the chosen home wears its colour.
    const chosen = clusterStyle(clusterOf(home('a', [0, 0], true), home('b', [1, 1])));
    expect((chosen.getImage() as Circle).getFill()?.getColor()).toBe('#b4410f');
  });

  it('a click on a bubble gives its homes; on a lone point, that home; beside them, nothing', () => {
    const homes = [home('a', [100, 100]), home('b', [104, 96])];
    const clusters = clustersOf(...homes, home('c', [200, 100]));
    expect(clusterAtPixel(map, clusters, [108, 98])).toEqual({ kind: 'bubble', homes });
    expect(clusterAtPixel(map, clusters, [203, 103])).toEqual({ kind: 'home', id: 'c' });
    expect(clusterAtPixel(map, clusters, [150, 100])).toBeNull();
    expect(clusterAtPixel(map, clusters, [212, 100])).toBeNull();
  });

  it('a lone home highlighted is hit over its larger point', () => {
    const clusters = clustersOf(home('a', [100, 100]), home('c', [200, 100], true));
    expect(clusterAtPixel(map, clusters, [210, 100])).toEqual({ kind: 'home', id: 'c' });
    expect(clusterAtPixel(map, clusters, [110, 100])).toBeNull();
  });

  it('looks only at the clusters near the pointer, not at every one on the map', () => {
    const far = Array.from({ length: 500 }, (_, index) => home(`far-${index}`, [1000 + 50 * index, 2000]));
    const clusters = clustersOf(home('a', [100, 100]), ...far);
    const placed = vi.spyOn(map, 'getPixelFromCoordinate');
    expect(clusterAtPixel(map, clusters, [101, 101])).toEqual({ kind: 'home', id: 'a' });
    expect(placed).toHaveBeenCalledTimes(1);
    placed.mockRestore();
  });

  it('a bubble clicked zooms the map in to the extent of its homes', () => {
    const bubble = clusterOf(home('a', [100, 100]), home('b', [120, 90]));
    zoomToHomes(map, homesOf(bubble));
    expect(fit).toHaveBeenCalledWith([1000, -1000, 1200, -900], expect.objectContaining({ duration: 250 }));
  });
});

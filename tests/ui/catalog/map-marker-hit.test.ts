import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import type OlMap from 'ol/Map.js';
import VectorSource from 'ol/source/Vector.js';
import { describe, expect, it } from 'vitest';
import { markerAtPixel } from '../../../src/ui/catalog/map-marker-hit.js';

// A map drawn at 10 map units a pixel, its pixel (0, 0) at the map's (0, 0), y pointing down.
const RESOLUTION = 10;
const map = {
  getView: () => ({ getResolution: () => RESOLUTION }),
  getCoordinateFromPixel: ([x = 0, y = 0]: number[]) => [x * RESOLUTION, -y * RESOLUTION],
  getPixelFromCoordinate: ([x = 0, y = 0]: number[]) => [x / RESOLUTION, -y / RESOLUTION],
} as unknown as OlMap;

const marker = (id: string, pixel: [number, number], label: string, highlighted = false) => {
  const feature = new Feature({
    geometry: new Point([pixel[0] * RESOLUTION, -pixel[1] * RESOLUTION]),
    label,
    highlighted: highlighted ? 1 : 0,
  });
  feature.setId(id);
  return feature;
};

const source = (...features: Feature[]) => new VectorSource({ features });
const idAt = (markers: VectorSource, pixel: [number, number], labels: boolean) =>
  markerAtPixel(map, markers, pixel, labels)?.getId() ?? null;

describe('the marker under a pixel of the map (no canvas read back)', () => {
  it('a price label is hit anywhere in its box, and missed beside it', () => {
    const markers = source(marker('a', [200, 100], '$6.7K')); // 5 characters: 27 px each side
    expect(idAt(markers, [200, 100], true)).toBe('a');
    expect(idAt(markers, [226, 110], true)).toBe('a');
    expect(idAt(markers, [230, 100], true)).toBeNull();
    expect(idAt(markers, [200, 113], true)).toBeNull();
  });

  it('a point is hit only within its radius and a little grace', () => {
    const markers = source(marker('a', [200, 100], '$6.7K'));
    expect(idAt(markers, [206, 104], false)).toBe('a');
    expect(idAt(markers, [210, 100], false)).toBeNull();
    expect(idAt(markers, [226, 100], false)).toBeNull(); // inside where its label would be
  });

  it('of overlapping markers, the highlighted one (drawn on top), else the nearest', () => {
    const markers = source(marker('near', [200, 100], '$1K'), marker('far', [215, 100], '$2K'));
    expect(idAt(markers, [204, 100], true)).toBe('near');
    expect(idAt(markers, [212, 100], true)).toBe('far');
    const chosen = source(marker('near', [200, 100], '$1K'), marker('top', [215, 100], '$2K', true));
    expect(idAt(chosen, [204, 100], true)).toBe('top');
  });

  it('an empty map, or one not drawn yet, has no marker anywhere', () => {
    expect(idAt(source(), [0, 0], true)).toBeNull();
    const undrawn = { ...map, getView: () => ({ getResolution: () => undefined }) } as unknown as OlMap;
    expect(markerAtPixel(undrawn, source(marker('a', [0, 0], '$1K')), [0, 0], true)).toBeNull();
  });
});

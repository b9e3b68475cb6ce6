import { describe, expect, it } from 'vitest';
import detail from '../../../src/ui/catalog/basemap/basemap-detail.gen.json';
import { type BasemapGeometry, hasShape, withoutSlivers } from '../../../src/ui/catalog/basemap-slivers.js';

const triangle = [
  [0, 0],
  [1, 0],
  [0, 1],
  [0, 0],
];
const square = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
  [0, 0],
];
const rings = (geometry: BasemapGeometry): (readonly (readonly number[])[])[] => {
  if ('coordinates' in geometry && geometry.type === 'MultiPolygon')
    return (geometry.coordinates as (readonly (readonly number[])[])[][]).flat();
  return [];
};

describe('the basemap without slivers', () => {
  it('drops a polygon whose outline is a triangle, and keeps one with four corners', () => {
    expect(hasShape(triangle)).toBe(false);
    expect(hasShape(square)).toBe(true);
    expect(withoutSlivers({ type: 'MultiPolygon', coordinates: [[triangle], [square]] })).toEqual({
      type: 'MultiPolygon',
      coordinates: [[square]],
    });
  });

  it('drops the triangular holes of a kept polygon, keeps its other holes, and reads inside collections', () => {
    const land = { type: 'Polygon', coordinates: [square, triangle, square] } as const;
    expect(withoutSlivers({ type: 'GeometryCollection', geometries: [land] })).toEqual({
      type: 'GeometryCollection',
      geometries: [{ type: 'Polygon', coordinates: [square, square] }],
    });
    expect(withoutSlivers({ type: 'Polygon', coordinates: [triangle] })).toEqual({
      type: 'MultiPolygon',
      coordinates: [],
    });
  });

  it('passes lines through unchanged', () => {
    const line = { type: 'MultiLineString', coordinates: [triangle] };
    expect(withoutSlivers(line)).toBe(line);
  });

  it('leaves no triangle in the committed detail file, and keeps every lake that has a shape', () => {
    const lakes = detail.smallLakes as BasemapGeometry;
    const before = rings(lakes);
    const after = rings(withoutSlivers(lakes));
    expect(before.some((ring) => !hasShape(ring))).toBe(true);
    expect(after.every(hasShape)).toBe(true);
    expect(after).toHaveLength(before.filter(hasShape).length);
    expect(after.length).toBeGreaterThan(0);
  });
});

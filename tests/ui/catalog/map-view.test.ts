import { describe, expect, it } from 'vitest';
import { boxOfEdges, markerKindFor, PRICE_MARKER_LIMIT } from '../../../src/ui/catalog/map-view.js';

describe('the box a map shows', () => {
  it('is its edges, rounded', () => {
    expect(boxOfEdges([-106.9123456, 39.1, -106.7, 39.3123456])).toEqual({
      north: 39.31235,
      west: -106.91235,
      south: 39.1,
      east: -106.7,
    });
  });

  it('a map panned round the world is brought back into -180..180; across the date line west stays east of east', () => {
    expect(boxOfEdges([170, -20, 190, 10])).toEqual({ north: 10, west: 170, south: -20, east: -170 });
    expect(boxOfEdges([-400, -20, -380, 10])).toMatchObject({ west: -40, east: -20 });
  });

  it('a view wider than the world searches the whole band, latitudes clamped', () => {
    expect(boxOfEdges([-300, -95, 300, 95])).toEqual({ north: 90, west: -180, south: -90, east: 180 });
  });
});

describe('markers for the homes in view', () => {
  it('price labels up to a few hundred homes, points beyond', () => {
    expect(PRICE_MARKER_LIMIT).toBe(200);
    expect(markerKindFor(0)).toBe('prices');
    expect(markerKindFor(200)).toBe('prices');
    expect(markerKindFor(201)).toBe('points');
    expect(markerKindFor(10_000)).toBe('points');
  });
});

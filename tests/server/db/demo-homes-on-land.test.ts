import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../../../server/demo/seed/demo-catalog.js';

// The offline map guests see (scripts/map/build-basemap.mjs): a home's marker must stand on its
// land, never in its lakes, sounds or the sea. Read as data: the host does not import the app.
type Ring = readonly (readonly number[])[];
type Polygon = readonly Ring[];
interface Geometry {
  readonly type: string;
  readonly coordinates?: unknown;
  readonly geometries?: readonly Geometry[];
}

const basemapFile = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../src/ui/catalog/basemap/${name}`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

const polygonsOf = (geometry: Geometry): Polygon[] => {
  if (geometry.type === 'Polygon') return [geometry.coordinates as Polygon];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as Polygon[];
  if (geometry.type === 'GeometryCollection') return (geometry.geometries ?? []).flatMap(polygonsOf);
  return [];
};

/** A polygon with its bounding box, so a point far from it is ruled out at once. */
const boxed = (polygon: Polygon) => {
  const outer = polygon[0] ?? [];
  const xs = outer.map(([x = 0]) => x);
  const ys = outer.map(([, y = 0]) => y);
  return { polygon, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const };
};

const inRing = (x: number, y: number, ring: Ring) => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

const covers = (shapes: ReturnType<typeof boxed>[], longitude: number, latitude: number) =>
  shapes.some(
    ({ polygon, box }) =>
      longitude >= box[0] &&
      longitude <= box[2] &&
      latitude >= box[1] &&
      latitude <= box[3] &&
      inRing(longitude, latitude, polygon[0] ?? []) &&
      !polygon.slice(1).some((hole) => inRing(longitude, latitude, hole)),
  );

describe('the demo homes on the offline map', () => {
  const basemap = basemapFile('basemap.gen.json');
  const detail = basemapFile('basemap-detail.gen.json');
  const coarseLand = polygonsOf(basemap.land as Geometry).map(boxed);
  // Round the coastal destinations, from zoom 9, the detail's sea box hides that land and its
  // true shore land is drawn instead: homes are seen close in, so that is the land they need.
  const sea = polygonsOf(detail.sea as Geometry).map(boxed);
  const shoreLand = polygonsOf(detail.shoreLand as Geometry).map(boxed);
  const onLand = (longitude: number, latitude: number) =>
    covers(covers(sea, longitude, latitude) ? shoreLand : coarseLand, longitude, latitude);
  const water = [basemap.lakes, basemap.rivers, detail.smallLakes, detail.smallRivers]
    .flatMap((geometry) => polygonsOf(geometry as Geometry))
    .map(boxed);

  it('has water to test against (the lakes and sounds by the demo destinations)', () => {
    // Lake Tahoe's middle, the destination's own point, is water; its east shore is dry land.
    expect(covers(water, -120.0324, 39.0968)).toBe(true);
    expect(onLand(-119.9414, 39.1118) && !covers(water, -119.9414, 39.1118)).toBe(true);
    // Choctawhatchee Bay, by Destin: land on the 1:10m shore, water on the true one.
    expect(covers(coarseLand, -86.3, 30.44)).toBe(true);
    expect(onLand(-86.3, 30.44)).toBe(false);
  });

  it('stands every home on land, none in a lake, a sound or the sea', () => {
    const { base, homes } = generateDemoCatalog({ anchor: '2026-11-26' });
    const destinationName = new Map(base.destinations.map((place) => [place.id, place.name]));
    const wet = homes
      .map(({ listing }) => listing)
      .filter(({ latitude, longitude }) => !onLand(longitude, latitude) || covers(water, longitude, latitude))
      .map(
        ({ id, latitude, longitude, destination_id }) =>
          `${destinationName.get(destination_id)} ${id} ${latitude},${longitude}`,
      );
    expect(wet).toEqual([]);
  });
});

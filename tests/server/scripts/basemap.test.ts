import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_MARKETS } from '../../../server/demo/seed/demo-places.data.js';
import { leastPopulationAt } from '../../../src/ui/catalog/basemap-layers.js';

type Ring = [number, number][];
const BASEMAP = new URL('../../../src/ui/catalog/basemap/basemap.gen.json', import.meta.url);
const DETAIL = new URL('../../../src/ui/catalog/basemap/basemap-detail.gen.json', import.meta.url);
const basemap = JSON.parse(readFileSync(BASEMAP, 'utf8')) as {
  attribution: string;
  land: { geometries: { coordinates: Ring[][] }[] };
  lakes: { coordinates: Ring[][] };
  rivers: { coordinates: Ring[][] };
  countryLines: { coordinates: Ring[] };
  stateLines: { coordinates: Ring[] };
  countyLines: { coordinates: Ring[] };
  places: [string, number, number, number][];
};
const detail = JSON.parse(readFileSync(DETAIL, 'utf8')) as {
  sea: { coordinates: Ring[][] };
  shoreLand: { coordinates: Ring[][] };
  smallLakes: { coordinates: Ring[][] };
  smallRivers: { coordinates: Ring[][] };
};

const inside = ([x, y]: [number, number], ring: Ring) => {
  let odd = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
};
const inPolygons = (point: [number, number], polygons: Ring[][]) =>
  polygons.some(
    ([outer, ...holes]) => outer && inside(point, outer) && !holes.some((hole) => inside(point, hole)),
  );
const inLake = (point: [number, number]) =>
  inPolygons(point, basemap.lakes.coordinates) || inPolygons(point, detail.smallLakes.coordinates);
const inRiver = (point: [number, number]) =>
  inPolygons(point, basemap.rivers.coordinates) || inPolygons(point, detail.smallRivers.coordinates);
// Land is what the land covers and no lake or river does.
const onLand = (point: [number, number]) =>
  basemap.land.geometries.some((multi) => inPolygons(point, multi.coordinates)) &&
  !inLake(point) &&
  !inRiver(point);
const extent = (ring: Ring) => {
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
};
const destinations = DEMO_MARKETS.flatMap((market) => market.destinations);

// The committed basemap (npm run basemap) is what the map draws offline: it must read as a
// map around every demo destination.
describe('the offline basemap around the demo markets', () => {
  it('has every destination on land, and open water where the Great Lakes and the sea are', () => {
    for (const d of destinations) {
      // Lake Tahoe's point is the lake itself.
      if (d.name !== 'Lake Tahoe') expect(onLand([d.longitude, d.latitude]), d.name).toBe(true);
    }
    expect(onLand([-87, 43.5])).toBe(false); // Lake Michigan
    expect(onLand([-79, 31])).toBe(false); // the Atlantic off Hilton Head
    expect(onLand([-86.5, 29.5])).toBe(false); // the Gulf off Destin
  });

  it("draws lakes as water over the land: Canada's halves of the Great Lakes and the lakes at the destinations", () => {
    const tahoe = destinations.find((d) => d.name === 'Lake Tahoe');
    if (!tahoe) throw new Error('Lake Tahoe is a demo destination');
    expect(inLake([tahoe.longitude, tahoe.latitude])).toBe(true);
    expect(inLake([-120.27, 39.323])).toBe(true); // Donner Lake by Truckee
    expect(inLake([-117.19, 34.262])).toBe(true); // Lake Arrowhead
    expect(inLake([-106.06, 39.61])).toBe(true); // Dillon Reservoir by Breckenridge
    for (const canadian of [
      [-87.5, 48.2], // Superior
      [-81.5, 45], // Huron
      [-80.5, 45], // Georgian Bay
      [-81, 42.6], // Erie
      [-77.5, 43.8], // Ontario
    ] as [number, number][]) {
      expect(onLand(canadian), String(canadian)).toBe(false);
    }
    expect(inRiver([-80.82, 32.15])).toBe(true); // Calibogue Sound, by Hilton Head
  });

  it('leaves small lakes and rivers to the detail file, and only near a destination', () => {
    expect(detail.smallLakes.coordinates.length).toBeGreaterThan(0);
    expect(detail.smallRivers.coordinates.length).toBeGreaterThan(0);
    for (const [outer] of [...detail.smallLakes.coordinates, ...detail.smallRivers.coordinates]) {
      if (!outer) continue;
      expect(extent(outer)).toBeLessThan(0.02);
      const [lng, lat] = outer[0] ?? [0, 0];
      expect(
        destinations.some((d) => Math.abs(d.longitude - lng) <= 3 && Math.abs(d.latitude - lat) <= 3),
      ).toBe(true);
    }
  });

  it('has true shores round the coastal destinations, over a sea box, and none inland', () => {
    const inSea = (d: { longitude: number; latitude: number }) =>
      inPolygons([d.longitude, d.latitude], detail.sea.coordinates);
    const byName = (name: string) => {
      const found = destinations.find((d) => d.name === name);
      if (!found) throw new Error(`${name} is a demo destination`);
      return found;
    };
    for (const coastal of ['30A', 'Destin', 'Hilton Head Island', 'Outer Banks', 'Lake Arrowhead']) {
      const d = byName(coastal);
      expect(inSea(d), coastal).toBe(true);
      expect(inPolygons([d.longitude, d.latitude], detail.shoreLand.coordinates), coastal).toBe(true);
    }
    for (const inland of ['Aspen', 'Scottsdale', 'Lake Tahoe'])
      expect(inSea(byName(inland)), inland).toBe(false);
    // Where the 1:10m shore is land and the sea is: Choctawhatchee Bay and Santa Rosa Sound, by Destin.
    for (const bay of [
      [-86.3, 30.44],
      [-86.75, 30.4],
    ] as [number, number][]) {
      expect(onLand(bay), String(bay)).toBe(true);
      expect(inPolygons(bay, detail.sea.coordinates), String(bay)).toBe(true);
      expect(inPolygons(bay, detail.shoreLand.coordinates), String(bay)).toBe(false);
    }
    expect(inPolygons([-75.676, 35.908], detail.shoreLand.coordinates)).toBe(true); // Manteo, Roanoke Island
    expect(inPolygons([-75.7, 35.5], detail.shoreLand.coordinates)).toBe(false); // Pamlico Sound
  });

  it('draws country, state and county lines and names the towns near each destination', () => {
    expect(basemap.countryLines.coordinates.length).toBeGreaterThan(0);
    expect(basemap.stateLines.coordinates.length).toBeGreaterThan(0);
    expect(basemap.countyLines.coordinates.length).toBeGreaterThan(0);
    for (const d of destinations) {
      const near = basemap.places.filter(
        ([, lng, lat]) => Math.abs(lng - d.longitude) < 0.5 && Math.abs(lat - d.latitude) < 0.5,
      );
      expect(near.length, d.name).toBeGreaterThan(0);
    }
    expect(basemap.places.map(([name]) => name)).toEqual(expect.arrayContaining(['Aspen', 'Vail', 'Sedona']));
  });

  it('credits its open data', () => {
    expect(basemap.attribution).toMatch(/Natural Earth/);
    expect(basemap.attribution).toMatch(/Census/);
    expect(basemap.attribution).toMatch(/© OpenStreetMap contributors \(ODbL\)/);
    expect(basemap.attribution).toMatch(/GeoNames \(CC BY 4\.0\)/);
  });

  it('names big cities zoomed out and towns only close in', () => {
    expect(leastPopulationAt(3)).toBe(1_000_000);
    expect(leastPopulationAt(6)).toBe(200_000);
    expect(leastPopulationAt(10)).toBe(1_000);
    expect(leastPopulationAt(12)).toBe(1_000);
  });

  it('is what npm run basemap builds from the installed packages (not stale)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'basemap-'));
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/map/build-basemap.mjs'], {
        env: { ...process.env, BASEMAP_OUT: join(dir, 'basemap.json') },
        stdio: 'pipe',
      });
      expect(
        readFileSync(join(dir, 'basemap.json'), 'utf8') === readFileSync(BASEMAP, 'utf8'),
        'src/ui/catalog/basemap/basemap.gen.json is stale: npm run basemap',
      ).toBe(true);
      expect(
        readFileSync(join(dir, 'basemap-detail.json'), 'utf8') === readFileSync(DETAIL, 'utf8'),
        'src/ui/catalog/basemap/basemap-detail.gen.json is stale: npm run basemap',
      ).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_MARKETS } from '../../../server/db/seed/demo-places.data.js';
import { leastPopulationAt } from '../../../src/ui/catalog/basemap-layers.js';

type Ring = [number, number][];
const basemap = JSON.parse(
  readFileSync(new URL('../../../src/ui/catalog/basemap/basemap.gen.json', import.meta.url), 'utf8'),
) as {
  attribution: string;
  land: { geometries: { coordinates: Ring[][] }[] };
  countryLines: { coordinates: Ring[] };
  stateLines: { coordinates: Ring[] };
  countyLines: { coordinates: Ring[] };
  places: [string, number, number, number][];
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
const onLand = (point: [number, number]) =>
  basemap.land.geometries.some((multi) =>
    multi.coordinates.some(
      ([outer, ...holes]) => outer && inside(point, outer) && !holes.some((hole) => inside(point, hole)),
    ),
  );
const destinations = DEMO_MARKETS.flatMap((market) => market.destinations);

// The committed basemap (npm run basemap) is what the map draws offline: it must read as a
// map around every demo destination.
describe('the offline basemap around the demo markets', () => {
  it('has every destination on land, and open water where the Great Lakes and the sea are', () => {
    for (const d of destinations) expect(onLand([d.longitude, d.latitude]), d.name).toBe(true);
    expect(onLand([-87, 43.5])).toBe(false); // Lake Michigan
    expect(onLand([-79, 31])).toBe(false); // the Atlantic off Hilton Head
    expect(onLand([-86.5, 29.5])).toBe(false); // the Gulf off Destin
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
      const out = join(dir, 'basemap.json');
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/map/build-basemap.mjs'], {
        env: { ...process.env, BASEMAP_OUT: out },
        stdio: 'pipe',
      });
      const committed = readFileSync(
        new URL('../../../src/ui/catalog/basemap/basemap.gen.json', import.meta.url),
        'utf8',
      );
      expect(
        readFileSync(out, 'utf8') === committed,
        'src/ui/catalog/basemap/basemap.gen.json is stale: npm run basemap',
      ).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

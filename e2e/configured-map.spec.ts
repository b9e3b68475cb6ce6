import { expect, type Page, test } from '@playwright/test';
import { pmtilesArchive, squareVectorTile, TILE_TYPE } from '../tests/support/pmtiles-archive.js';
import { buildAndServe, type ConfiguredHost, type FileHost, serveFiles } from './support/configured-host.js';

/**
 * The map drawn from a configured source instead of its offline basemap
 * (README, configuration): a style document whose data sits on a second host, and a PMTiles
 * archive. Each runs on a build of its own with files served from other origins by the test,
 * so the journey proves the page policy admits what the map loads, offline.
 */

// Two builds of the app: well beyond a journey's usual time.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
const SETUP_MS = 420_000;

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of homes' });

/** Opens the map of Aspen's homes; what the page's policy refuses is collected. */
const openMap = async (page: Page, host: ConfiguredHost) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto(`${host.baseURL}/listings?listing_destination=Aspen`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(mapRegion(page).locator('canvas').first()).toBeVisible();
  return { policy: response?.headers()['content-security-policy'] ?? '', refused, warnings };
};

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

test.describe('a style document', () => {
  let styleHost: FileHost;
  let dataHost: FileHost;
  let app: ConfiguredHost;

  test.beforeAll(async () => {
    test.setTimeout(SETUP_MS);
    // The coast's shapes come from a second host, which only the style names: the host
    // admits it because MAP_TILE_ORIGINS lists it.
    dataHost = await serveFiles(() => ({
      '/coast.geojson': {
        type: 'application/geo+json',
        body: JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: {},
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [-110, 36],
                    [-103, 36],
                    [-103, 42],
                    [-110, 42],
                    [-110, 36],
                  ],
                ],
              },
            },
          ],
        }),
      },
    }));
    styleHost = await serveFiles(() => ({
      '/styles/coast.json': {
        type: 'application/json',
        body: JSON.stringify({
          version: 8,
          sources: {
            coast: {
              type: 'geojson',
              data: `${dataHost.origin}/coast.geojson`,
              attribution: 'Coast Survey Fixture',
            },
          },
          layers: [
            { id: 'water', type: 'background', paint: { 'background-color': '#b9d3de' } },
            { id: 'land', type: 'fill', source: 'coast', paint: { 'fill-color': '#f3efe6' } },
          ],
        }),
      },
    }));
    app = await buildAndServe({
      PUBLIC_MAP_STYLE_URL: `${styleHost.origin}/styles/coast.json`,
      MAP_TILE_ORIGINS: dataHost.origin,
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await styleHost?.close();
    await dataHost?.close();
  });

  test("draws the style's data from its hosts, credits it, and the page's policy admits both hosts", async ({
    page,
  }) => {
    const { policy, refused, warnings } = await openMap(page, app);
    for (const name of ['connect-src', 'img-src']) {
      expect(directive(policy, name), name).toEqual(
        expect.arrayContaining([styleHost.origin, dataHost.origin]),
      );
    }
    await expect(mapRegion(page).locator('.ol-attribution')).toContainText('Coast Survey Fixture');
    await expect.poll(() => dataHost.requests).toContainEqual({ path: '/coast.geojson', status: 200 });
    expect(styleHost.requests).toContainEqual({ path: '/styles/coast.json', status: 200 });
    // Not the offline basemap's credit: the style replaced it.
    await expect(mapRegion(page).locator('.ol-attribution')).not.toContainText('Natural Earth');
    expect(refused).toEqual([]);
    expect(warnings.filter((text) => text.includes('map style'))).toEqual([]);
  });

  test('that cannot be read leaves the offline basemap, and says why on the console', async ({ page }) => {
    await page.route(`${styleHost.origin}/styles/coast.json`, (route) => route.fulfill({ status: 404 }));
    const { warnings } = await openMap(page, app);
    await expect(mapRegion(page).locator('.ol-attribution')).toContainText('Natural Earth');
    await expect
      .poll(() => warnings.find((text) => text.includes('map style (PUBLIC_MAP_STYLE_URL)')))
      .toContain(`${styleHost.origin}/styles/coast.json could not be read`);
  });
});

test.describe('a PMTiles archive', () => {
  let archiveHost: FileHost;
  let app: ConfiguredHost;
  const archive = pmtilesArchive({
    tiles: [0, 1, 2, 3, 4, 5, 6].flatMap((z) => {
      // The tiles round Aspen at each zoom, one land square each.
      const n = 2 ** z;
      const x = Math.floor(((-106.82 + 180) / 360) * n);
      const latitude = (39.19 * Math.PI) / 180;
      const y = Math.floor(((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * n);
      return [{ z, x, y, data: squareVectorTile('earth') }];
    }),
    tileType: TILE_TYPE.mvt,
    metadata: { attribution: '<a href="https://example.org">© Archive Fixture Data</a>' },
  });

  test.beforeAll(async () => {
    test.setTimeout(SETUP_MS);
    archiveHost = await serveFiles(() => ({
      '/maps/region.pmtiles': { type: 'application/octet-stream', body: archive },
    }));
    app = await buildAndServe({ PUBLIC_MAP_PMTILES_URL: `${archiveHost.origin}/maps/region.pmtiles` });
  });

  test.afterAll(async () => {
    await app?.stop();
    await archiveHost?.close();
  });

  test("is read by byte ranges from its host, drawn as vector tiles with the archive's credit, and admitted by the policy", async ({
    page,
  }) => {
    const { policy, refused } = await openMap(page, app);
    expect(directive(policy, 'connect-src')).toContain(archiveHost.origin);
    await expect(mapRegion(page).locator('.ol-attribution')).toContainText('© Archive Fixture Data');
    await expect(mapRegion(page).locator('.ol-attribution')).not.toContainText('Natural Earth');
    // The header first, then tiles: more than one range read, all answered.
    await expect.poll(() => archiveHost.requests.length).toBeGreaterThan(1);
    expect(archiveHost.requests.every((request) => request.status === 206)).toBe(true);
    expect(refused).toEqual([]);
  });
});

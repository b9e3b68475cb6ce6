import MVT from 'ol/format/MVT.js';
import type BaseLayer from 'ol/layer/Base.js';
import LayerGroup from 'ol/layer/Group.js';
import type Layer from 'ol/layer/Layer.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorTileLayer from 'ol/layer/VectorTile.js';
import XYZ from 'ol/source/XYZ.js';
import { PMTilesRasterSource, PMTilesVectorSource } from 'ol-pmtiles';
import { PMTiles, type Source } from 'pmtiles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configuredBasemap, type MapTiles } from '../../../src/ui/catalog/configured-basemap.js';
import { pmtilesArchive, squareVectorTile, TILE_TYPE } from '../../support/pmtiles-archive.js';

const NONE: MapTiles = { styleUrl: '', pmtilesUrl: '', url: '', attribution: '' };
const STYLE_URL = 'https://maps.keyhaven.test/styles/coast.json';
const ARCHIVE_URL = 'https://maps.keyhaven.test/region.pmtiles';

/** A style document with one GeoJSON source, drawn as a fill, credited by the style. */
const COAST_STYLE = {
  version: 8,
  sources: {
    coast: {
      type: 'geojson',
      attribution: '<a href="https://coast.example">Coast Survey</a>',
      data: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [-107, 39],
                  [-106, 39],
                  [-106, 40],
                  [-107, 39],
                ],
              ],
            },
          },
        ],
      },
    },
  },
  layers: [{ id: 'land', type: 'fill', source: 'coast', paint: { 'fill-color': '#f3efe6' } }],
};

/** Answers fetches from a few files, byte ranges included, as a static host would. */
const serveFiles = (files: Record<string, Uint8Array<ArrayBuffer> | string>) =>
  vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = files[request.url];
    if (body === undefined) return new Response('not here', { status: 404 });
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    const range = /bytes=(\d+)-(\d+)/.exec(request.headers.get('range') ?? '');
    if (!range) return new Response(new Blob([bytes]), { status: 200 });
    const start = Number(range[1]);
    const part = bytes.slice(start, Number(range[2]) + 1);
    return new Response(new Blob([part]), {
      status: 206,
      headers: { 'Content-Range': `bytes ${start}-${start + part.length - 1}/${bytes.length}` },
    });
  });

const offlineLayer = new VectorLayer();
const offline = () => [offlineLayer];

/** The layers of the group the configured source fills, once it has. */
const filled = async (layers: BaseLayer[] | null) => {
  const [group] = layers ?? [];
  if (!(group instanceof LayerGroup)) throw new Error('a layer group expected');
  await vi.waitFor(() => expect(group.getLayers().getLength()).toBeGreaterThan(0));
  return group.getLayers().getArray();
};

const creditOf = (layer: BaseLayer | undefined) =>
  (layer as Layer | undefined)?.getSource()?.getAttributions()?.({} as never);

let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the configured map source', () => {
  it('is none without a setting: the offline basemap is drawn', () => {
    expect(configuredBasemap(NONE, offline)).toBeNull();
  });

  it('draws a raster template as XYZ tiles', () => {
    const [tiles] =
      configuredBasemap({ ...NONE, url: 'https://tiles.keyhaven.test/{z}/{x}/{y}.png' }, offline) ?? [];
    if (!(tiles instanceof TileLayer)) throw new Error('a tile layer expected');
    expect(tiles.getSource()).toBeInstanceOf(XYZ);
  });

  it("draws a style document's layers, with the style's own credit", async () => {
    const fetched = serveFiles({ [STYLE_URL]: JSON.stringify(COAST_STYLE) });
    vi.stubGlobal('fetch', fetched);
    const layers = await filled(configuredBasemap({ ...NONE, styleUrl: STYLE_URL }, offline));
    expect(layers).not.toContain(offlineLayer);
    expect(layers[0]).toBeInstanceOf(VectorLayer);
    expect(fetched.mock.calls.map(([input]) => new Request(input).url)).toContain(STYLE_URL);
    await vi.waitFor(() => expect(creditOf(layers[0])).toEqual([COAST_STYLE.sources.coast.attribution]));
    expect(warnings).not.toHaveBeenCalled();
  });

  it("puts the configured credit, as text, in place of the style's", async () => {
    vi.stubGlobal('fetch', serveFiles({ [STYLE_URL]: JSON.stringify(COAST_STYLE) }));
    const layers = await filled(
      configuredBasemap({ ...NONE, styleUrl: STYLE_URL, attribution: '© Coast <Survey>' }, offline),
    );
    await vi.waitFor(() => expect(creditOf(layers[0])).toEqual(['© Coast &#60;Survey&#62;']));
  });

  it.each([
    ['is not there', {}],
    ['is no style', { [STYLE_URL]: '<html>Sign in</html>' }],
  ])('falls back to the offline basemap, with a warning, when the style %s', async (_case, files) => {
    vi.stubGlobal('fetch', serveFiles(files));
    const layers = await filled(configuredBasemap({ ...NONE, styleUrl: STYLE_URL }, offline));
    expect(layers).toEqual([offlineLayer]);
    expect(String(warnings.mock.calls[0]?.[0])).toContain(`map style (PUBLIC_MAP_STYLE_URL) at ${STYLE_URL}`);
  });

  it('uses the style when a raster template is set too, and says the template is ignored', async () => {
    vi.stubGlobal('fetch', serveFiles({ [STYLE_URL]: JSON.stringify(COAST_STYLE) }));
    const layers = await filled(
      configuredBasemap(
        { ...NONE, styleUrl: STYLE_URL, url: 'https://tiles.keyhaven.test/{z}/{x}/{y}.png' },
        offline,
      ),
    );
    expect(layers[0]).toBeInstanceOf(VectorLayer);
    expect(warnings).toHaveBeenCalledWith(
      'The map draws its map style (PUBLIC_MAP_STYLE_URL); PUBLIC_MAP_TILES_URL set too, ignored.',
    );
  });
});

describe('a PMTiles archive', () => {
  const vectorArchive = pmtilesArchive({
    tiles: [
      { z: 0, x: 0, y: 0, data: squareVectorTile('earth') },
      { z: 1, x: 0, y: 1, data: squareVectorTile('water') },
    ],
    tileType: TILE_TYPE.mvt,
    metadata: { attribution: '<a href="https://openstreetmap.org">© OpenStreetMap</a>' },
  });

  it('written by the test support is read back by the pmtiles package, tile for tile', async () => {
    const source: Source = {
      getKey: () => 'memory',
      getBytes: async (offset, length) => ({ data: vectorArchive.slice(offset, offset + length).buffer }),
    };
    const archive = new PMTiles(source);
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, tileType: TILE_TYPE.mvt, minZoom: 0, maxZoom: 1 });
    expect(await archive.getMetadata()).toEqual({
      attribution: '<a href="https://openstreetmap.org">© OpenStreetMap</a>',
    });
    const tile = await archive.getZxy(1, 0, 1);
    expect(new Uint8Array(tile?.data ?? new ArrayBuffer(0))).toEqual(squareVectorTile('water'));
    expect(await archive.getZxy(1, 1, 1)).toBeUndefined();
    const features = new MVT().readFeatures(tile?.data ?? new ArrayBuffer(0));
    expect(features.map((feature) => [feature.get('layer'), feature.getGeometry()?.getType()])).toEqual([
      ['water', 'Polygon'],
    ]);
  });

  it('of vector tiles is drawn as vector tiles, credited with its own attribution as text', async () => {
    vi.stubGlobal('fetch', serveFiles({ [ARCHIVE_URL]: vectorArchive }));
    const layers = await filled(configuredBasemap({ ...NONE, pmtilesUrl: ARCHIVE_URL }, offline));
    expect(layers).toHaveLength(1);
    const [archive] = layers;
    if (!(archive instanceof VectorTileLayer)) throw new Error('a vector tile layer expected');
    expect(archive.getSource()).toBeInstanceOf(PMTilesVectorSource);
    expect(creditOf(archive)).toEqual(['© OpenStreetMap']);
  });

  it('of pictures is drawn as raster tiles, with the configured credit when one is set', async () => {
    const pictures = pmtilesArchive({
      tiles: [{ z: 0, x: 0, y: 0, data: Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]) }],
      tileType: TILE_TYPE.jpeg,
    });
    vi.stubGlobal('fetch', serveFiles({ [ARCHIVE_URL]: pictures }));
    const layers = await filled(
      configuredBasemap({ ...NONE, pmtilesUrl: ARCHIVE_URL, attribution: 'Aerials & Co' }, offline),
    );
    const [archive] = layers;
    if (!(archive instanceof TileLayer)) throw new Error('a tile layer expected');
    expect(archive.getSource()).toBeInstanceOf(PMTilesRasterSource);
    expect(creditOf(archive)).toEqual(['Aerials &#38; Co']);
  });

  it.each([
    ['is not there', {}],
    ['is no archive', { [ARCHIVE_URL]: 'x'.repeat(200) }],
    [
      'holds tiles of no known type',
      {
        [ARCHIVE_URL]: pmtilesArchive({ tiles: [{ z: 0, x: 0, y: 0, data: Uint8Array.of(1) }], tileType: 0 }),
      },
    ],
  ])('falls back to the offline basemap, with a warning, when it %s', async (_case, files) => {
    vi.stubGlobal('fetch', serveFiles(files));
    const layers = await filled(configuredBasemap({ ...NONE, pmtilesUrl: ARCHIVE_URL }, offline));
    expect(layers).toEqual([offlineLayer]);
    expect(String(warnings.mock.calls[0]?.[0])).toContain(
      `map archive (PUBLIC_MAP_PMTILES_URL) at ${ARCHIVE_URL} could not be read`,
    );
  });
});

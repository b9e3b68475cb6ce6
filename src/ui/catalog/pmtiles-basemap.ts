import type { FeatureLike } from 'ol/Feature.js';
import type BaseLayer from 'ol/layer/Base.js';
import { Fill, Stroke, Style, Text } from 'ol/style.js';

/**
 * Plain colours for a vector archive, which carries no style of its own: land on the map's
 * water background, water, boundaries, roads and place names, by the names the common
 * schemas (Protomaps' basemap, OpenMapTiles) give their layers. A styled vector map is a
 * style document's job (PUBLIC_MAP_STYLE_URL), which may name the same archive's tiles.
 */
const LAND = new Style({ fill: new Fill({ color: '#f3efe6' }) });
const WATER = new Style({
  fill: new Fill({ color: '#b9d3de' }),
  stroke: new Stroke({ color: '#8fb3c2', width: 1 }),
});
const BOUNDARY = new Style({ stroke: new Stroke({ color: '#a99bb8', width: 1, lineDash: [4, 3] }) });
const ROAD = new Style({ stroke: new Stroke({ color: '#d4cabb', width: 1 }) });
const WATER_LAYERS = /water|ocean|lake|river/;
const LAND_LAYERS = /^(earth|land)/;
const BOUNDARY_LAYERS = /bound/;
const ROAD_LAYERS = /road|transport/;
const PLACE_LAYERS = /^place/;

const placeName = (name: string) =>
  new Style({
    text: new Text({
      text: name,
      font: '12px system-ui, sans-serif',
      fill: new Fill({ color: '#3d3a35' }),
      stroke: new Stroke({ color: '#ffffff', width: 3 }),
    }),
  });

/** What a vector archive's feature draws as, by its layer's name and its geometry. */
export const archiveStyle = (feature: FeatureLike): Style | undefined => {
  const layer = String(feature.get('layer') ?? '');
  const type = feature.getGeometry()?.getType() ?? '';
  if (WATER_LAYERS.test(layer)) return WATER;
  if (LAND_LAYERS.test(layer)) return type.endsWith('Polygon') ? LAND : undefined;
  if (BOUNDARY_LAYERS.test(layer)) return BOUNDARY;
  if (ROAD_LAYERS.test(layer)) return ROAD;
  const name = feature.get('name');
  if (PLACE_LAYERS.test(layer) && type === 'Point' && typeof name === 'string') return placeName(name);
  return undefined;
};

/** An archive's own credit (often a link) as plain text. */
const creditOf = (metadata: unknown): string | undefined => {
  const attribution = (metadata as { attribution?: unknown } | null)?.attribution;
  if (typeof attribution !== 'string' || !attribution.trim()) return undefined;
  const text = attribution.replace(/<[^>]*>/g, '').trim();
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
};

/**
 * The layers of a PMTiles archive, vector or raster as its header says (the tile type), with
 * the archive's own credit. pmtiles and ol-pmtiles load here, only when an archive is
 * configured. Rejects when the archive cannot be read or holds tiles of an unknown type.
 */
export const pmtilesLayers = async (url: string): Promise<BaseLayer[]> => {
  const [{ PMTiles, TileType }, { PMTilesRasterSource, PMTilesVectorSource }] = await Promise.all([
    import('pmtiles'),
    import('ol-pmtiles'),
  ]);
  const archive = new PMTiles(url);
  const header = await archive.getHeader();
  const attributions = creditOf(await archive.getMetadata().catch(() => null));
  if (header.tileType === TileType.Mvt) {
    const { default: VectorTileLayer } = await import('ol/layer/VectorTile.js');
    return [
      new VectorTileLayer({
        source: new PMTilesVectorSource({ url, attributions }),
        style: archiveStyle,
        declutter: true,
      }),
    ];
  }
  if ([TileType.Png, TileType.Jpeg, TileType.Webp, TileType.Avif].includes(header.tileType)) {
    const { default: TileLayer } = await import('ol/layer/Tile.js');
    return [new TileLayer({ source: new PMTilesRasterSource({ url, attributions }) })];
  }
  throw new Error(`the archive holds tiles of type ${header.tileType}, neither vector (MVT) nor images`);
};

import Collection from 'ol/Collection.js';
import type BaseLayer from 'ol/layer/Base.js';
import LayerGroup from 'ol/layer/Group.js';
import type Layer from 'ol/layer/Layer.js';
import TileLayer from 'ol/layer/Tile.js';
import XYZ from 'ol/source/XYZ.js';
import { type MapSource, mapSourceOf } from '../../core/catalog/index.js';
import { pmtilesLayers } from './pmtiles-basemap.js';

/** The map source settings the build was configured with (see core/catalog/map-source.rule). */
export interface MapTiles {
  /** A Mapbox/MapLibre style document's URL; '' when not configured. */
  readonly styleUrl: string;
  /** A PMTiles archive's URL, vector or raster tiles; '' when not configured. */
  readonly pmtilesUrl: string;
  /** An XYZ template, '{z}/{x}/{y}' and optionally '{a-c}'; '' when not configured. */
  readonly url: string;
  /** The credit the configured source requires; '' keeps the source's own. */
  readonly attribution: string;
}

// OpenLayers shows attributions as markup: configured text is shown as text.
const asText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The configured credit on every source of the layers, replacing any the source carries. */
const credit = (layers: readonly BaseLayer[], attribution: string) => {
  if (!attribution) return;
  for (const layer of layers) {
    if (layer instanceof LayerGroup) credit(layer.getLayers().getArray(), attribution);
    else (layer as Layer).getSource?.()?.setAttributions(asText(attribution));
  }
};

/**
 * A style document drawn by ol-mapbox-style, loaded only when a style is configured: the
 * library and the document come with the map, not with the first page.
 */
const styleLayers = async (group: LayerGroup, url: string): Promise<void> => {
  const { apply } = await import('ol-mapbox-style');
  await apply(group, url);
  if (group.getLayers().getLength() === 0) throw new Error('the style has no layer this map can draw');
};

const NAMES: Record<Exclude<MapSource['kind'], 'offline'>, string> = {
  style: 'map style (PUBLIC_MAP_STYLE_URL)',
  pmtiles: 'map archive (PUBLIC_MAP_PMTILES_URL)',
  tiles: 'map tiles (PUBLIC_MAP_TILES_URL)',
};

/**
 * The map's geography from the configured source, or null when none is configured. A style
 * or an archive is read first, in a layer group that fills once it has: one that cannot be
 * read (unreachable, not a style, an archive of no tile kind the map draws) leaves the
 * offline basemap in its place and says why on the console, so a misconfiguration never
 * shows a blank map.
 */
export const configuredBasemap = (tiles: MapTiles, offline: () => BaseLayer[]): BaseLayer[] | null => {
  const { source, ignored } = mapSourceOf({
    styleUrl: tiles.styleUrl,
    pmtilesUrl: tiles.pmtilesUrl,
    tilesUrl: tiles.url,
  });
  if (source.kind === 'offline') return null;
  if (ignored.length > 0)
    console.warn(`The map draws its ${NAMES[source.kind]}; ${ignored.join(' and ')} set too, ignored.`);
  if (source.kind === 'tiles')
    return [
      new TileLayer({
        source: new XYZ({ url: source.url, attributions: asText(tiles.attribution) || undefined }),
      }),
    ];
  const group = new LayerGroup();
  const loaded =
    source.kind === 'style'
      ? styleLayers(group, source.url)
      : pmtilesLayers(source.url).then((layers) => {
          group.setLayers(new Collection(layers));
        });
  loaded
    .then(() => credit(group.getLayers().getArray(), tiles.attribution))
    .catch((error: unknown) => {
      console.warn(
        `The ${NAMES[source.kind]} at ${source.url} could not be read, so the map shows its offline basemap:`,
        error instanceof Error ? error.message : error,
      );
      group.setLayers(new Collection(offline()));
    });
  return [group];
};

import type { FeatureLike } from 'ol/Feature.js';
import Feature from 'ol/Feature.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import Geometry from 'ol/geom/Geometry.js';
import Point from 'ol/geom/Point.js';
import type BaseLayer from 'ol/layer/Base.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorImageLayer from 'ol/layer/VectorImage.js';
import { fromLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import { Fill, Stroke, Style, Text } from 'ol/style.js';
import { type BasemapGeometry, withoutSlivers } from './basemap-slivers.js';
import { configuredBasemap, type MapTiles } from './configured-basemap.js';

export type { MapTiles };

/** What scripts/map/build-basemap.mjs writes: GeoJSON geometries in degrees, and place names. */
interface Basemap {
  readonly attribution: string;
  readonly land: object;
  /** Lakes and reservoirs, drawn as water over the land. */
  readonly lakes: object;
  /** Wide rivers, sounds and tidal creeks, likewise. */
  readonly rivers: object;
  readonly countryLines: object;
  readonly stateLines: object;
  readonly countyLines: object;
  /** [name, longitude, latitude, population], most populous first. */
  readonly places: readonly (readonly [string, number, number, number])[];
}

/** What the same script writes to basemap-detail.gen.json: what only closer zooms draw. */
interface BasemapDetail {
  /** A box round each coastal destination, drawn as water under its shore land. */
  readonly sea: object;
  /** OpenStreetMap's land at about 100 m, cut to those boxes: the true shores there. */
  readonly shoreLand: object;
  /** Lakes under 2 km across around the destinations. */
  readonly smallLakes: object;
  /** Pieces of rivers under 2 km across around the destinations. */
  readonly smallRivers: object;
}

/** From this zoom (a view about three degrees wide) the detail file is fetched and drawn. */
export const DETAIL_ZOOM = 9;
// As a resolution, not a layer's minZoom: the map's view snaps to a ladder of resolutions
// (MAP_ZOOM_LEVELS), and OpenLayers then counts zoom in steps of that ladder (0 to 6), so a
// minZoom of 9 was never reached and the detail never drew. A hair above zoom 9's resolution,
// since a layer's maxResolution is exclusive.
export const DETAIL_RESOLUTION = (156_543.033_928_040_97 / 2 ** DETAIL_ZOOM) * 1.001;

// The water's colour is .home-map__canvas's background too (listing-catalog.css).
const WATER_COLOUR = '#b9d6e0';
const LAND_COLOUR = '#f3efe6';
/** Water is the map's background (home-map-panel.css): land, lakes' shores and lines go on it. */
const LAND = new Style({
  fill: new Fill({ color: LAND_COLOUR }),
  stroke: new Stroke({ color: '#8fb3c2', width: 1 }),
});
// With no outline: the lakes and rivers come cut into tiles, whose seams an outline would show.
const LAKE = new Style({ fill: new Fill({ color: WATER_COLOUR }) });
const COUNTRY_LINE = new Style({ stroke: new Stroke({ color: '#7d6b8f', width: 1.5 }) });
const STATE_LINE = new Style({ stroke: new Stroke({ color: '#a99bb8', width: 1, lineDash: [4, 3] }) });
const COUNTY_LINE = new Style({ stroke: new Stroke({ color: '#d4cabb', width: 1 }) });
const SHAPES: Record<string, Style> = {
  land: LAND,
  lake: LAKE,
};
const LINES: Record<string, Style> = {
  country: COUNTRY_LINE,
  state: STATE_LINE,
  county: COUNTY_LINE,
};
// Close in, round a coastal destination: the sea box, the true land on it, then the water on
// that (lakes are land in OpenStreetMap's land polygons), in this order whatever order the
// features load in. No outline on the shore land: it is cut at the box's edges, which an
// outline would draw.
const DETAIL: Record<string, Style> = {
  sea: new Style({ fill: new Fill({ color: WATER_COLOUR }), zIndex: 0 }),
  shoreLand: new Style({ fill: new Fill({ color: LAND_COLOUR }), zIndex: 1 }),
  lake: new Style({ fill: new Fill({ color: WATER_COLOUR }), zIndex: 2 }),
};

/**
 * Which places are named at a zoom: cities of a million at a continent's scale, down to
 * villages of a thousand around a destination, so the names never crowd the prices.
 */
export const leastPopulationAt = (zoom: number): number =>
  zoom < 5
    ? 1_000_000
    : zoom < 6
      ? 500_000
      : zoom < 7
        ? 200_000
        : zoom < 8
          ? 50_000
          : zoom < 9
            ? 15_000
            : 1_000;

const placeStyles = new Map<string, Style>();
const placeStyle = (name: string, big: boolean) => {
  const key = `${big ? 1 : 0}${name}`;
  let style = placeStyles.get(key);
  if (!style) {
    style = new Style({
      text: new Text({
        text: name,
        font: big ? '600 13px system-ui, sans-serif' : '12px system-ui, sans-serif',
        fill: new Fill({ color: '#3d3a35' }),
        stroke: new Stroke({ color: '#ffffff', width: 3 }),
      }),
    });
    placeStyles.set(key, style);
  }
  return style;
};

const zoomOf = (resolution: number) => Math.log2(156_543.033_928_040_97 / resolution);

/**
 * The offline basemap (land, coasts, lakes, rivers, country and state lines, place names) from
 * the committed basemap.gen.json, loaded with the map chunk and never before, and from
 * DETAIL_ZOOM basemap-detail.gen.json, fetched then: the true shores round the coastal
 * destinations and the small lakes and rivers. Shapes, detail and lines draw each as one image
 * redrawn when the map stops, which keeps panning cheap; names declutter with the price
 * markers (group 'labels'), which win, being higher in the stack.
 */
const offlineLayers = (): BaseLayer[] => {
  const shapes = new VectorSource();
  const lines = new VectorSource();
  const places = new VectorSource();
  const format = new GeoJSON({ featureProjection: 'EPSG:3857' });
  const shape = (kind: string, geometry: object | Geometry) => {
    const made = new Feature({
      geometry:
        geometry instanceof Geometry
          ? geometry
          : (format.readGeometry(withoutSlivers(geometry as BasemapGeometry)) ?? undefined),
    });
    made.set('kind', kind);
    return made;
  };
  // The lakes and rivers, read once: the detail layer draws them again over the shore land.
  const water = import('./basemap/basemap.gen.json').then((module) => {
    const basemap = (module.default ?? module) as unknown as Basemap;
    const lakes = [shape('lake', basemap.lakes), shape('lake', basemap.rivers)];
    shapes.setAttributions(basemap.attribution);
    shapes.addFeatures([shape('land', basemap.land), ...lakes]);
    lines.addFeatures([
      shape('county', basemap.countyLines),
      shape('state', basemap.stateLines),
      shape('country', basemap.countryLines),
    ]);
    places.addFeatures(
      basemap.places.map(([name, lng, lat, population]) => {
        const place = new Feature({ geometry: new Point(fromLonLat([lng, lat])) });
        place.setProperties({ name, population });
        return place;
      }),
    );
    return lakes.map((lake) => lake.getGeometry());
  });
  // The detail: the source loads when its layer first draws, from DETAIL_ZOOM only. Round the
  // coastal destinations its sea and shore land hide the coarse shore below, and with it the
  // lakes and rivers, drawn again here on top.
  const detail: VectorSource = new VectorSource({
    loader: () => {
      void Promise.all([import('./basemap/basemap-detail.gen.json'), water]).then(([module, lakes]) => {
        const file = (module.default ?? module) as unknown as BasemapDetail;
        detail.addFeatures([
          shape('sea', file.sea),
          shape('shoreLand', file.shoreLand),
          ...lakes.flatMap((lake) => (lake ? [shape('lake', lake)] : [])),
          shape('lake', file.smallLakes),
          shape('lake', file.smallRivers),
        ]);
      });
    },
  });
  return [
    new VectorImageLayer({
      source: shapes,
      style: (shape: FeatureLike) => SHAPES[String(shape.get('kind'))],
      className: 'home-map__basemap',
    }),
    new VectorImageLayer({
      source: detail,
      style: (shape: FeatureLike) => DETAIL[String(shape.get('kind'))],
      maxResolution: DETAIL_RESOLUTION,
    }),
    // Lines over the water and the shore land alike.
    new VectorImageLayer({
      source: lines,
      style: (line: FeatureLike, resolution: number) => {
        const kind = String(line.get('kind'));
        // Counties only where a destination's few towns leave room for them.
        return kind === 'county' && zoomOf(resolution) < 7 ? undefined : LINES[kind];
      },
    }),
    new VectorLayer({
      source: places,
      declutter: 'labels',
      // The most populous first: they win a place when names would overlap.
      renderOrder: (a, b) => Number(b.get('population')) - Number(a.get('population')),
      style: (place: FeatureLike, resolution: number) => {
        const population = Number(place.get('population'));
        if (population < leastPopulationAt(zoomOf(resolution))) return undefined;
        return placeStyle(String(place.get('name')), population >= 500_000);
      },
    }),
  ];
};

/** The map's geography: the configured source when there is one, else the offline basemap. */
export const basemapLayers = (tiles: MapTiles): BaseLayer[] =>
  configuredBasemap(tiles, offlineLayers) ?? offlineLayers();

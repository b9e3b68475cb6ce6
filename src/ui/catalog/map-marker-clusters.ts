import { boundingExtent } from 'ol/extent.js';
import type Feature from 'ol/Feature.js';
import type { FeatureLike } from 'ol/Feature.js';
import type Point from 'ol/geom/Point.js';
import type BaseLayer from 'ol/layer/Base.js';
import VectorLayer from 'ol/layer/Vector.js';
import type OlMap from 'ol/Map.js';
import type VectorSource from 'ol/source/Vector.js';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style.js';
import { MAP_ZOOM_LEVELS } from '../../core/catalog/index.js';
import {
  bubbleRadius,
  HIGHLIGHTED_POINT_RADIUS_PX,
  type HomeClusters,
  homesOf,
  POINT_RADIUS_PX,
} from './map-home-clusters.js';
import { CHOSEN, INK } from './map-marker-styles.js';

/**
 * Many homes as points: homes close together drawn as one bubble with their count
 * (map-home-clusters.ts), a lone home as its point; a bubble clicked zooms in to its homes
 * (issue 28 item 5: 243 unclustered dots at low zoom). Here the 2D canvas's drawing, and the
 * clicks and the zoom both renderers share; WebGL draws the same clusters in
 * map-webgl-clusters.ts.
 */

/** A finger's grace round a disc, in CSS pixels. */
const GRACE_PX = 3;
/** As far from the pointer as a hit disc's centre may be: the widest bubble and its grace. */
const REACH_PX = bubbleRadius(100_000) + GRACE_PX;
/** Room round the homes a bubble zooms in to. */
const ZOOM_PADDING = [56, 56, 56, 56];

const pointStyles = [false, true].map(
  (highlighted) =>
    new Style({
      zIndex: highlighted ? 1 : 0,
      image: new Circle({
        radius: highlighted ? HIGHLIGHTED_POINT_RADIUS_PX : POINT_RADIUS_PX,
        fill: new Fill({ color: highlighted ? CHOSEN : INK }),
        stroke: new Stroke({ color: '#ffffff', width: 1.5 }),
      }),
    }),
);

const counts = new Map<number, Text>();
/** A bubble's count, white in its middle: made once per count. */
export const countText = (count: number): Text => {
  let text = counts.get(count);
  if (!text) {
    text = new Text({
      text: String(count),
      font: '700 12px system-ui, sans-serif',
      fill: new Fill({ color: '#ffffff' }),
    });
    counts.set(count, text);
  }
  return text;
};

const bubbles = new Map<string, Style>();
/** One style per count and colour, made once. */
const bubbleStyle = (count: number, highlighted: boolean): Style => {
  const key = `${count}:${highlighted ? 1 : 0}`;
  let style = bubbles.get(key);
  if (!style) {
    style = new Style({
      zIndex: highlighted ? 3 : 2,
      image: new Circle({
        radius: bubbleRadius(count),
        fill: new Fill({ color: highlighted ? CHOSEN : INK }),
        stroke: new Stroke({ color: '#ffffff', width: 2 }),
      }),
      text: countText(count),
    });
    bubbles.set(key, style);
  }
  return style;
};

/** How a cluster is drawn on the 2D canvas: a lone home as its point, several as a bubble with their count. */
export const clusterStyle = (cluster: FeatureLike): Style => {
  const count = Number(cluster.get('count'));
  const highlighted = cluster.get('highlighted') === 1;
  return count === 1 ? (pointStyles[highlighted ? 1 : 0] as Style) : bubbleStyle(count, highlighted);
};

/**
 * Writes on `element` (data-bubbles) how many bubbles the layer's last frame showed, for the
 * journeys.
 */
export const tellBubbles = (layer: VectorLayer, clusters: VectorSource, element: HTMLElement): void => {
  layer.on('postrender', () => {
    const shown = clusters.getFeatures().filter((cluster) => Number(cluster.get('count')) > 1);
    element.dataset.bubbles = String(shown.length);
  });
};

/** Points on a 2D canvas, clustered: until WebGL is known to work, and where it does not. */
export const canvasPointsLayer = (clusters: HomeClusters, element: HTMLElement): BaseLayer => {
  const layer = new VectorLayer({ source: clusters, visible: false, style: clusterStyle });
  tellBubbles(layer, clusters, element);
  return layer;
};

/** What a click on the clustered points meant: a home chosen, or a bubble's homes to zoom in to. */
export type ClusterHit =
  | { readonly kind: 'home'; readonly id: string }
  | { readonly kind: 'bubble'; readonly homes: readonly Feature[] };

/**
 * The bubble or lone point under a pixel, worked out from the clusters near it, their places
 * and radii (as map-marker-hit.ts does for the price markers), the nearest first. Neither
 * renderer reads its pixels back for this: WebGL's hit-detection pass would draw every point
 * a second time each frame.
 */
export const clusterAtPixel = (
  map: OlMap,
  clusters: VectorSource,
  pixel: readonly number[],
): ClusterHit | null => {
  const resolution = map.getView().getResolution();
  const at = map.getCoordinateFromPixel([...pixel]);
  if (!resolution || !at) return null;
  const [x = 0, y = 0] = pixel;
  const [cx = 0, cy = 0] = at;
  const reach = REACH_PX * resolution;
  let best: ClusterHit | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const cluster of clusters.getFeaturesInExtent([cx - reach, cy - reach, cx + reach, cy + reach])) {
    const homes = homesOf(cluster);
    const place = map.getPixelFromCoordinate((cluster.getGeometry() as Point).getCoordinates());
    if (!place || homes.length === 0) continue;
    const distance = Math.hypot((place[0] ?? 0) - x, (place[1] ?? 0) - y);
    if (distance > Number(cluster.get('radius')) + GRACE_PX || distance >= bestDistance) continue;
    bestDistance = distance;
    const [only] = homes;
    best =
      homes.length === 1 && only ? { kind: 'home', id: String(only.getId()) } : { kind: 'bubble', homes };
  }
  return best;
};

/** A bubble clicked: the map zooms in to its homes (at most to the last zoom level but one). */
export const zoomToHomes = (map: OlMap, homes: readonly Feature[]): void => {
  const places = homes.map((home) => (home.getGeometry() as Point).getCoordinates());
  map.getView().fit(boundingExtent(places), {
    padding: ZOOM_PADDING,
    maxZoom: MAP_ZOOM_LEVELS.length - 2,
    duration: 250,
  });
};

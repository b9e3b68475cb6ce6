import { boundingExtent } from 'ol/extent.js';
import type Feature from 'ol/Feature.js';
import type Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import type OlMap from 'ol/Map.js';
import Cluster from 'ol/source/Cluster.js';
import type VectorSource from 'ol/source/Vector.js';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style.js';
import { MAP_ZOOM_LEVELS } from '../../core/catalog/index.js';

/**
 * Many homes on the 2D canvas: homes close together drawn as one bubble with their count
 * (ol/source/Cluster), a lone home as its point; a bubble clicked zooms in to its homes
 * (issue 28 item 5: 243 unclustered dots at low zoom). The WebGL points layer draws every
 * home as a point and is not clustered (map-marker-styles.ts).
 */

const INK = '#14213d';
const CHOSEN = '#b4410f';
/** Homes this close on screen, in CSS pixels, share a bubble. */
const CLUSTER_DISTANCE_PX = 40;
/** A lone point's radius, as map-marker-styles.ts draws it; its finger's grace. */
const POINT_RADIUS_PX = 5;
const HIGHLIGHTED_POINT_RADIUS_PX = 9;
const GRACE_PX = 3;
/** Room round the homes a bubble zooms in to. */
const ZOOM_PADDING = [56, 56, 56, 56];

/** A bubble's radius: wider with more homes, slowly (a few to a few hundred). */
export const bubbleRadius = (count: number): number => Math.round(11 + 4 * Math.log10(count));

const membersOf = (cluster: Feature): Feature[] => (cluster.get('features') as Feature[] | undefined) ?? [];

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
      text: new Text({
        text: String(count),
        font: '700 12px system-ui, sans-serif',
        fill: new Fill({ color: '#ffffff' }),
      }),
    });
    bubbles.set(key, style);
  }
  return style;
};

/** How a cluster is drawn: a lone home as its point, several as a bubble with their count. */
export const clusterStyle = (cluster: Feature): Style => {
  const members = membersOf(cluster);
  const highlighted = members.some((member) => member.get('highlighted') === 1);
  return members.length === 1
    ? (pointStyles[highlighted ? 1 : 0] as Style)
    : bubbleStyle(members.length, highlighted);
};

/**
 * Points on a 2D canvas, clustered: until WebGL is known to work, and where it does not. Each
 * frame drawn writes how many bubbles it shows on `element` (data-bubbles), for the journeys.
 */
export const canvasPointsLayer = (source: VectorSource, element: HTMLElement) => {
  const layer = new VectorLayer({
    source: new Cluster({ source, distance: CLUSTER_DISTANCE_PX }),
    visible: false,
    style: (cluster) => clusterStyle(cluster as Feature),
  });
  layer.on('postrender', () => {
    const bubbles = layer
      .getSource()
      ?.getFeatures()
      .filter((cluster) => membersOf(cluster).length > 1);
    element.dataset.bubbles = String(bubbles?.length ?? 0);
  });
  return layer;
};

/** What a click on the clustered points meant: a home chosen, or a bubble's homes to zoom in to. */
export type ClusterHit =
  | { readonly kind: 'home'; readonly id: string }
  | { readonly kind: 'bubble'; readonly homes: readonly Feature[] };

/**
 * The bubble or lone point under a pixel, worked out from the clusters' places and sizes (as
 * map-marker-hit.ts does for the unclustered markers), the nearest first.
 */
export const clusterAtPixel = (
  map: OlMap,
  layer: VectorLayer<Cluster>,
  pixel: readonly number[],
): ClusterHit | null => {
  const [x = 0, y = 0] = pixel;
  let best: ClusterHit | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const cluster of layer.getSource()?.getFeatures() ?? []) {
    const members = membersOf(cluster);
    const place = map.getPixelFromCoordinate((cluster.getGeometry() as Point).getCoordinates());
    if (!place || members.length === 0) continue;
    const distance = Math.hypot((place[0] ?? 0) - x, (place[1] ?? 0) - y);
    const highlighted = members.some((member) => member.get('highlighted') === 1);
    const radius =
      members.length > 1
        ? bubbleRadius(members.length)
        : highlighted
          ? HIGHLIGHTED_POINT_RADIUS_PX
          : POINT_RADIUS_PX;
    if (distance > radius + GRACE_PX || distance >= bestDistance) continue;
    bestDistance = distance;
    const [only] = members;
    best =
      members.length === 1 && only
        ? { kind: 'home', id: String(only.getId()) }
        : { kind: 'bubble', homes: members };
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

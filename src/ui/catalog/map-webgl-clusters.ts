import type { FeatureLike } from 'ol/Feature.js';
import LayerGroup from 'ol/layer/Group.js';
import VectorLayer from 'ol/layer/Vector.js';
import WebGLVectorLayer from 'ol/layer/WebGLVector.js';
import type { FlatStyle, Rule } from 'ol/style/flat.js';
import { Style } from 'ol/style.js';
import type { HomeClusters } from './map-home-clusters.js';
import { countText, tellBubbles } from './map-marker-clusters.js';
import { CHOSEN, INK } from './map-marker-styles.js';

/**
 * The clustered points where WebGL draws them (map-points.ts): the same clusters as the 2D
 * canvas (map-home-clusters.ts), a lone home as its point, several as a bubble sized by their
 * count, the highlighted home's in its colour. WebGL draws the discs; OpenLayers' WebGL layers
 * draw no text (ol 10.11's flat style docs: "text style is currently not supported in WebGL
 * layers"), so a 2D canvas layer over them draws only the bubbles' counts: few at low zoom,
 * none at all once every home stands alone.
 */

/** A cluster's disc, from the numbers its cluster carries (radius computed once, in JS: no log in GLSL's expressions). */
const DISC: FlatStyle = {
  'circle-radius': ['get', 'radius'],
  'circle-fill-color': ['match', ['get', 'highlighted'], 1, CHOSEN, INK],
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': ['case', ['>', ['get', 'count'], 1], 2, 1.5],
};

/**
 * The discs in the order the 2D canvas stacks them: lone points, then bubbles, then the
 * highlighted home's on top. WebGL draws one pass per rule, each over all the clusters (the
 * others dropped in the vertex shader, before any pixel).
 */
export const CLUSTER_DISCS: Rule[] = [
  { filter: ['all', ['==', ['get', 'highlighted'], 0], ['==', ['get', 'count'], 1]], style: DISC },
  { filter: ['all', ['==', ['get', 'highlighted'], 0], ['>', ['get', 'count'], 1]], style: DISC },
  { filter: ['==', ['get', 'highlighted'], 1], style: DISC },
];

const counts = new Map<number, Style>();
/** A bubble's count alone, for the layer over the WebGL discs; a lone point has none. */
export const countStyle = (cluster: FeatureLike): Style | undefined => {
  const count = Number(cluster.get('count'));
  if (!(count > 1)) return undefined;
  let style = counts.get(count);
  if (!style) {
    style = new Style({ text: countText(count) });
    counts.set(count, style);
  }
  return style;
};

/**
 * WebGL's discs and the counts over them, one layer for the map's stack (shown and hidden
 * together). No hit-detection pass: OpenLayers would draw every disc a second time into an
 * offscreen buffer each frame; clicks are read from the clusters' places (clusterAtPixel).
 */
export const webglClusterLayers = (clusters: HomeClusters, element: HTMLElement, visible: boolean) => {
  const discs = new WebGLVectorLayer({ source: clusters, style: CLUSTER_DISCS, disableHitDetection: true });
  const numbers = new VectorLayer({ source: clusters, style: countStyle });
  tellBubbles(numbers, clusters, element);
  return new LayerGroup({ layers: [discs, numbers], visible });
};

import WebGLVectorLayer from 'ol/layer/WebGLVector.js';
import type VectorSource from 'ol/source/Vector.js';
import { Fill, Stroke, Style, Text } from 'ol/style.js';

/** How the map draws homes: price markers, and points when there are many (the basemap: basemap-layers.ts). */

/** The markers' colours: a home, and the highlighted one. */
export const INK = '#14213d';
export const CHOSEN = '#b4410f';

/** A price marker; the highlighted one inverts its colours and sits on top of the others. */
export const markerStyle = (label: string, highlighted: boolean) =>
  new Style({
    zIndex: highlighted ? 1 : 0,
    text: new Text({
      text: label,
      font: '700 13px system-ui, sans-serif',
      fill: new Fill({ color: highlighted ? '#ffffff' : INK }),
      backgroundFill: new Fill({ color: highlighted ? CHOSEN : '#ffffff' }),
      backgroundStroke: new Stroke({ color: highlighted ? CHOSEN : INK, width: 1 }),
      padding: [3, 7, 3, 7],
    }),
  });

/** Many homes as points: the flat style WebGL draws (the 2D canvas clusters them: map-marker-clusters.ts). */
export const POINT_STYLE = {
  'circle-radius': ['match', ['get', 'highlighted'], 1, 9, 5],
  'circle-fill-color': ['match', ['get', 'highlighted'], 1, CHOSEN, INK],
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 1.5,
};
/**
 * Points drawn by WebGL. No hit-detection pass: OpenLayers would draw every point a second time
 * into an offscreen buffer each frame, and the map finds the marker under the pointer from the
 * markers' places instead (map-marker-hit.ts).
 */
export const webglPointsLayer = (source: VectorSource, visible: boolean) =>
  new WebGLVectorLayer({ source, style: POINT_STYLE, visible, disableHitDetection: true });

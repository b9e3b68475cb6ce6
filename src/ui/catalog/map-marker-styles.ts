import VectorLayer from 'ol/layer/Vector.js';
import WebGLVectorLayer from 'ol/layer/WebGLVector.js';
import type VectorSource from 'ol/source/Vector.js';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style.js';

/** How the map draws homes: price markers, and points when there are many (the basemap: basemap-layers.ts). */

const INK = '#14213d';
const CHOSEN = '#b4410f';

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

/** Many homes as points: the flat style WebGL draws, and the same look on a 2D canvas without it. */
export const POINT_STYLE = {
  'circle-radius': ['match', ['get', 'highlighted'], 1, 9, 5],
  'circle-fill-color': ['match', ['get', 'highlighted'], 1, CHOSEN, INK],
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 1.5,
};
const canvasPoint = (highlighted: boolean) =>
  new Style({
    zIndex: highlighted ? 1 : 0,
    image: new Circle({
      radius: highlighted ? 9 : 5,
      fill: new Fill({ color: highlighted ? CHOSEN : INK }),
      stroke: new Stroke({ color: '#ffffff', width: 1.5 }),
    }),
  });
const CANVAS_POINTS = [canvasPoint(false), canvasPoint(true)] as const;

/** Points on a 2D canvas (no labels, no declutter): until WebGL is known to work, and where it does not. */
export const canvasPointsLayer = (source: VectorSource) =>
  new VectorLayer({
    source,
    visible: false,
    style: (marker) => CANVAS_POINTS[marker.get('highlighted') === 1 ? 1 : 0],
  });

/**
 * Points drawn by WebGL. No hit-detection pass: OpenLayers would draw every point a second time
 * into an offscreen buffer each frame, and the map finds the marker under the pointer from the
 * markers' places instead (map-marker-hit.ts).
 */
export const webglPointsLayer = (source: VectorSource, visible: boolean) =>
  new WebGLVectorLayer({ source, style: POINT_STYLE, visible, disableHitDetection: true });

import { Fill, Stroke, Style, Text } from 'ol/style.js';

/**
 * How the map draws homes: price markers, and points when there are many (clustered: on a 2D
 * canvas, map-marker-clusters.ts; on WebGL, map-webgl-clusters.ts; the basemap: basemap-layers.ts).
 */

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

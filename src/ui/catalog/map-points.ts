import type BaseLayer from 'ol/layer/Base.js';
import type OlMap from 'ol/Map.js';
import type VectorSource from 'ol/source/Vector.js';
import { HomeClusters } from './map-home-clusters.js';
import { type ClusterHit, canvasPointsLayer, clusterAtPixel } from './map-marker-clusters.js';
import { webglPointsLayer } from './map-marker-styles.js';

/**
 * Many homes as points, for the map (home-map.tsx): on a 2D canvas first, close ones as one
 * bubble (map-marker-clusters.ts), then on WebGL once webgl-support.ts says it works here.
 * Writes which draws them on `element` (data-renderer), for the journeys and the benchmark.
 */
export const mapPoints = (homes: VectorSource, element: HTMLElement) => {
  const clusters = new HomeClusters(homes);
  const canvas = canvasPointsLayer(clusters, element);
  let layer: BaseLayer = canvas;
  element.dataset.renderer = 'canvas';
  return {
    /** The layer in the map's stack: replace it there when WebGL takes over. */
    layer: () => layer,
    /** Whether the points are shown (rather than price markers). */
    visible: () => layer.getVisible(),
    setVisible: (visible: boolean) => layer.setVisible(visible),
    /** The bubble or point under a pixel, when they are clustered. */
    clusterAt: (map: OlMap, pixel: readonly number[]): ClusterHit | null | undefined =>
      layer === canvas ? clusterAtPixel(map, clusters, pixel) : undefined,
    /** WebGL draws the points from now on, in the canvas layer's place. */
    toWebGL: (map: OlMap) => {
      const webgl = webglPointsLayer(homes, layer.getVisible());
      const layers = map.getLayers();
      layers.setAt(layers.getArray().indexOf(layer), webgl);
      // Unhooked from the homes, or it would still group them on each change.
      clusters.setSource(null);
      clusters.dispose();
      canvas.dispose();
      layer = webgl;
      element.dataset.renderer = 'webgl';
    },
    /** A WebGL layer holds its context until disposed. */
    dispose: () => {
      layer.dispose();
      clusters.setSource(null);
    },
  };
};

import type BaseLayer from 'ol/layer/Base.js';
import LayerGroup from 'ol/layer/Group.js';
import type OlMap from 'ol/Map.js';
import type VectorSource from 'ol/source/Vector.js';
import { HomeClusters } from './map-home-clusters.js';
import { type ClusterHit, canvasPointsLayer, clusterAtPixel } from './map-marker-clusters.js';
import { webglClusterLayers } from './map-webgl-clusters.js';

/** A layer and, for a group, the layers in it: a WebGL layer holds its context until disposed. */
const disposeAll = (layer: BaseLayer): void => {
  if (layer instanceof LayerGroup) for (const inner of layer.getLayersArray()) inner.dispose();
  layer.dispose();
};

/**
 * Many homes as points, for the map (home-map.tsx), close ones as one bubble with their count
 * (map-home-clusters.ts): on a 2D canvas first (map-marker-clusters.ts), then on WebGL once
 * webgl-support.ts says it works here (map-webgl-clusters.ts), from the same clusters. Writes
 * which draws them on `element` (data-renderer), for the journeys and the benchmark.
 */
export const mapPoints = (homes: VectorSource, element: HTMLElement) => {
  const clusters = new HomeClusters(homes);
  let layer: BaseLayer = canvasPointsLayer(clusters, element);
  element.dataset.renderer = 'canvas';
  return {
    /** The layer in the map's stack: replace it there when WebGL takes over. */
    layer: () => layer,
    /** Whether the points are shown (rather than price markers). */
    visible: () => layer.getVisible(),
    setVisible: (visible: boolean) => layer.setVisible(visible),
    /** The bubble or lone point under a pixel. */
    clusterAt: (map: OlMap, pixel: readonly number[]): ClusterHit | null =>
      clusterAtPixel(map, clusters, pixel),
    /** WebGL draws the points from now on, in the canvas layer's place. */
    toWebGL: (map: OlMap) => {
      const webgl = webglClusterLayers(clusters, element, layer.getVisible());
      const layers = map.getLayers();
      layers.setAt(layers.getArray().indexOf(layer), webgl);
      disposeAll(layer);
      layer = webgl;
      element.dataset.renderer = 'webgl';
    },
    dispose: () => {
      disposeAll(layer);
      clusters.setSource(null); // unhooked from the homes, or it would still follow them
      clusters.dispose();
    },
  };
};

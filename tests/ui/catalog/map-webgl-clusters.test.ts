import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import type BaseLayer from 'ol/layer/Base.js';
import WebGLVectorLayer from 'ol/layer/WebGLVector.js';
import type Projection from 'ol/proj/Projection.js';
import { get as getProjection } from 'ol/proj.js';
import { rulesToStyleFunction } from 'ol/render/canvas/style.js';
import VectorSource from 'ol/source/Vector.js';
import type { Circle, Style } from 'ol/style.js';
import { describe, expect, it } from 'vitest';
import { bubbleRadius, HomeClusters } from '../../../src/ui/catalog/map-home-clusters.js';
import { CLUSTER_DISCS, countStyle, webglClusterLayers } from '../../../src/ui/catalog/map-webgl-clusters.js';

// jsdom has no WebGL: the flat rules WebGL compiles to shaders are read here through
// OpenLayers' 2D-canvas compiler of the same expressions, on clusters as HomeClusters makes them.
const RESOLUTION = 10;

const home = (id: string, [x, y]: [number, number], highlighted = false) => {
  const feature = new Feature({
    geometry: new Point([x * RESOLUTION, -y * RESOLUTION]),
    highlighted: highlighted ? 1 : 0,
  });
  feature.setId(id);
  return feature;
};

const clusterOf = (...homes: Feature[]) => {
  const clusters = new HomeClusters(new VectorSource({ features: homes }));
  clusters.loadFeatures([-1e7, -1e7, 1e7, 1e7], RESOLUTION, getProjection('EPSG:3857') as Projection);
  expect(clusters.getFeatures()).toHaveLength(1);
  return clusters.getFeatures()[0] as Feature;
};

/** Which of the rules draw the cluster (WebGL draws them as passes in this order), and how. */
const drawn = (cluster: Feature) => {
  const passes = CLUSTER_DISCS.map((rule) => rulesToStyleFunction([rule])(cluster, RESOLUTION) as Style[]);
  const index = passes.findIndex((styles) => styles.length > 0);
  expect(passes.filter((styles) => styles.length > 0)).toHaveLength(1);
  const circle = passes[index]?.[0]?.getImage() as Circle;
  return {
    pass: index,
    radius: circle.getRadius(),
    fill: circle.getFill()?.getColor(),
    stroke: circle.getStroke()?.getWidth(),
  };
};

const INK = [20, 33, 61, 1];
const CHOSEN = [180, 65, 15, 1];

describe('clusters as WebGL draws them: discs sized by count, counts on a canvas over them', () => {
  it('a lone home is its point, drawn first', () => {
    expect(drawn(clusterOf(home('a', [0, 0])))).toEqual({ pass: 0, radius: 5, fill: INK, stroke: 1.5 });
  });

  it('several homes are a bubble sized by their count, over the points', () => {
    const three = clusterOf(home('a', [0, 0]), home('b', [1, 1]), home('c', [2, 2]));
    expect(drawn(three)).toEqual({ pass: 1, radius: bubbleRadius(3), fill: INK, stroke: 2 });
    const many = clusterOf(...Array.from({ length: 243 }, (_, index) => home(`h${index}`, [index % 20, 0])));
    expect(drawn(many).radius).toBe(bubbleRadius(243));
  });

  it('the highlighted home, alone or in a bubble, is in its colour and drawn last', () => {
    expect(drawn(clusterOf(home('a', [0, 0], true)))).toEqual({
      pass: 2,
      radius: 9,
      fill: CHOSEN,
      stroke: 1.5,
    });
    const bubble = clusterOf(home('a', [0, 0]), home('b', [1, 1], true));
    expect(drawn(bubble)).toEqual({ pass: 2, radius: bubbleRadius(2), fill: CHOSEN, stroke: 2 });
  });

  it('a bubble has its count drawn over it, a lone point none', () => {
    const three = clusterOf(home('a', [0, 0]), home('b', [1, 1]), home('c', [2, 2]));
    expect(countStyle(three)?.getText()?.getText()).toBe('3');
    expect(countStyle(three)?.getImage()).toBeNull();
    expect(countStyle(clusterOf(home('a', [0, 0])))).toBeUndefined();
  });

  it('WebGL discs without a hit-detection pass and the counts over them, shown and hidden as one', () => {
    const clusters = new HomeClusters(new VectorSource());
    const group = webglClusterLayers(clusters, document.createElement('div'), false);
    const [discs, numbers] = group.getLayers().getArray() as BaseLayer[];
    expect(discs).toBeInstanceOf(WebGLVectorLayer);
    expect((discs as WebGLVectorLayer).getSource()).toBe(clusters);
    expect((numbers as unknown as { getSource: () => unknown }).getSource()).toBe(clusters);
    expect(group.getVisible()).toBe(false);
  });
});

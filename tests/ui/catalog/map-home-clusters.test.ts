import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import type Projection from 'ol/proj/Projection.js';
import { get as getProjection } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import { describe, expect, it } from 'vitest';
import { bubbleRadius, HomeClusters, homesOf } from '../../../src/ui/catalog/map-home-clusters.js';

// Homes placed in pixels of a map drawn at 10 map units a pixel.
const RESOLUTION = 10;
const WORLD = [-1e7, -1e7, 1e7, 1e7];
const mercator = getProjection('EPSG:3857') as Projection;

const home = (id: string, [x, y]: [number, number], highlighted = false) => {
  const feature = new Feature({
    geometry: new Point([x * RESOLUTION, -y * RESOLUTION]),
    highlighted: highlighted ? 1 : 0,
    label: '$900',
  });
  feature.setId(id);
  return feature;
};

/** Three homes within a few pixels, one far off, grouped as a map at RESOLUTION shows them. */
const grouped = () => {
  const homes = new VectorSource<Feature>({
    features: [home('a', [100, 100]), home('b', [104, 96]), home('c', [110, 104]), home('far', [400, 100])],
  });
  const clusters = new HomeClusters(homes);
  clusters.loadFeatures(WORLD, RESOLUTION, mercator);
  return { homes, clusters };
};

const byCount = (clusters: HomeClusters) =>
  clusters.getFeatures().sort((a, b) => Number(b.get('count')) - Number(a.get('count')));

describe('homes close together grouped as clusters that say what to draw', () => {
  it('gives a bubble its count and radius, a lone home the radius of its point', () => {
    const { clusters } = grouped();
    const [bubble, lone] = byCount(clusters);
    expect(bubble?.getProperties()).toMatchObject({ count: 3, highlighted: 0, radius: bubbleRadius(3) });
    expect(homesOf(bubble as Feature).map((member) => member.getId())).toEqual(['a', 'b', 'c']);
    expect(lone?.getProperties()).toMatchObject({ count: 1, highlighted: 0, radius: 5 });
    expect(clusters.getFeatures()).toHaveLength(2);
  });

  it('a bubble grows with the homes it holds, slowly', () => {
    expect(bubbleRadius(2)).toBeLessThan(bubbleRadius(20));
    expect(bubbleRadius(243)).toBeLessThanOrEqual(21);
  });

  it('a home highlighted marks its own cluster, without grouping all the homes again', () => {
    const { homes, clusters } = grouped();
    const [bubble, lone] = byCount(clusters);
    homes.getFeatureById('b')?.set('highlighted', 1);
    homes.getFeatureById('far')?.set('highlighted', 1);
    expect(byCount(clusters)).toEqual([bubble, lone]); // the same features
    expect(bubble?.get('highlighted')).toBe(1);
    expect(bubble?.get('radius')).toBe(bubbleRadius(3));
    expect(lone?.getProperties()).toMatchObject({ highlighted: 1, radius: 9 });
    homes.getFeatureById('b')?.set('highlighted', 0);
    expect(bubble?.get('highlighted')).toBe(0);
  });

  it('a home relabelled (its price) leaves the clusters as they are', () => {
    const { homes, clusters } = grouped();
    const before = clusters.getFeatures();
    let changes = 0;
    clusters.on('change', () => {
      changes += 1;
    });
    homes.getFeatureById('a')?.set('label', '$1,200 total');
    expect(clusters.getFeatures()).toEqual(before);
    expect(changes).toBe(0);
  });

  it('panning (another extent, the same resolution) keeps the clusters; a zoom groups again', () => {
    const { clusters } = grouped();
    const before = clusters.getFeatures();
    clusters.loadFeatures([0, -5000, 5000, 0], RESOLUTION, mercator);
    expect(clusters.getFeatures()).toEqual(before);
    clusters.loadFeatures(WORLD, RESOLUTION / 20, mercator); // zoomed in: the homes 80 px and more apart
    expect(clusters.getFeatures().map((cluster) => cluster.get('count'))).toEqual([1, 1, 1, 1]);
  });

  it('homes added, removed or moved are grouped again', () => {
    const { homes, clusters } = grouped();
    homes.addFeature(home('near-far', [402, 102]));
    expect(byCount(clusters).map((cluster) => cluster.get('count'))).toEqual([3, 2]);
    const far = homes.getFeatureById('far') as Feature;
    homes.removeFeature(far);
    expect(byCount(clusters).map((cluster) => cluster.get('count'))).toEqual([3, 1]);
    ((homes.getFeatureById('c') as Feature).getGeometry() as Point).setCoordinates([4020, -1020]);
    expect(byCount(clusters).map((cluster) => homesOf(cluster).map((member) => member.getId()))).toEqual([
      ['a', 'b'],
      ['near-far', 'c'],
    ]);
    homes.clear();
    expect(clusters.getFeatures()).toEqual([]);
  });

  it('let go of its homes, no longer follows them', () => {
    const { homes, clusters } = grouped();
    clusters.setSource(null);
    homes.addFeature(home('new', [700, 700]));
    homes.getFeatureById('a')?.set('highlighted', 1);
    expect(clusters.getFeatures()).toEqual([]);
  });
});

import type { EventsKey } from 'ol/events.js';
import type { Extent } from 'ol/extent.js';
import type Feature from 'ol/Feature.js';
import type { FeatureLike } from 'ol/Feature.js';
import type Geometry from 'ol/geom/Geometry.js';
import { unByKey } from 'ol/Observable.js';
import Cluster from 'ol/source/Cluster.js';
import type VectorSource from 'ol/source/Vector.js';
import type { VectorSourceEvent } from 'ol/source/Vector.js';

/**
 * Homes close together on screen as one cluster: the source both point layers draw (the 2D
 * canvas's, map-marker-clusters.ts, and WebGL's, map-webgl-clusters.ts) and the clicks are
 * read from. Each cluster carries what they draw, as numbers a WebGL style can read:
 * `count` (its homes), `highlighted` (1 when one of them is) and `radius` (its disc's, in CSS
 * pixels).
 */

/** Homes this close on screen, in CSS pixels, share a bubble. */
export const CLUSTER_DISTANCE_PX = 40;
/** A lone home's point; the highlighted one is larger. */
export const POINT_RADIUS_PX = 5;
export const HIGHLIGHTED_POINT_RADIUS_PX = 9;

/** A bubble's radius: wider with more homes, slowly (a few to a few hundred). */
export const bubbleRadius = (count: number): number => Math.round(11 + 4 * Math.log10(count));

/** What a cluster of these homes draws. */
export const clusterProperties = (homes: readonly FeatureLike[]) => {
  const count = homes.length;
  const highlighted = homes.some((home) => home.get('highlighted') === 1) ? 1 : 0;
  const radius =
    count > 1 ? bubbleRadius(count) : highlighted ? HIGHLIGHTED_POINT_RADIUS_PX : POINT_RADIUS_PX;
  return { count, highlighted, radius };
};

/** A cluster's homes. */
export const homesOf = (cluster: FeatureLike): Feature[] =>
  (cluster.get('features') as Feature[] | undefined) ?? [];

/** Where a home was grouped: its cluster, and its geometry then (to tell a move from a relabel). */
type Placed = {
  readonly cluster: Feature;
  readonly geometry: Geometry | undefined;
  readonly revision: number;
};

/**
 * ol/source/Cluster groups all the homes again on every change of its source, a home's price
 * or highlight included: with 10,000 homes, 25 to 280 ms each by zoom (Node, ol 10.11), which a card
 * hovered in the list paid twice. Here only what moves homes between clusters groups them
 * again: another resolution or distance, homes added, removed or moved. A home relabelled or
 * highlighted updates its own cluster's properties, so each layer redraws that one feature.
 * Panning changes none of these: the clusters stay as they are (Cluster groups on a new
 * resolution only).
 */
export class HomeClusters extends Cluster<Feature> {
  // `declare`: the base constructor already calls setSource and refresh, before a subclass's
  // own field initialisers would run (and, emitted, reset them).
  declare private placesVersion: number;
  declare private grouping: string | undefined;
  declare private placed: Map<Feature, Placed>;
  declare private listening: EventsKey[];

  constructor(homes: VectorSource<Feature>, distance = CLUSTER_DISTANCE_PX) {
    super({ source: homes, distance });
  }

  override setSource(source: VectorSource<Feature> | null): void {
    unByKey(this.listening ?? []);
    // Each of these events comes before the source's own 'change', which makes Cluster refresh.
    const moved = () => {
      this.placesVersion = (this.placesVersion ?? 0) + 1;
    };
    this.listening = source
      ? [
          source.on('addfeature', moved),
          source.on('removefeature', moved),
          source.on('clear', moved),
          source.on('changefeature', (event) => this.homeChanged(event)),
        ]
      : [];
    moved();
    super.setSource(source);
  }

  /** Groups the homes again, unless the change was only a home's properties (homeChanged). */
  override refresh(): void {
    const grouping = `${this.resolution}:${this.distance}:${this.minDistance}:${this.placesVersion}`;
    if (grouping === this.grouping) return;
    this.grouping = grouping;
    this.placed = new Map();
    super.refresh();
  }

  protected override createCluster(homes: Feature[], extent: Extent): Feature {
    const cluster = super.createCluster(homes, extent);
    cluster.setProperties(clusterProperties(homes), true);
    for (const home of homes) {
      const geometry = home.getGeometry();
      this.placed.set(home, { cluster, geometry, revision: geometry?.getRevision() ?? 0 });
    }
    return cluster;
  }

  /** A home of the source changed: its cluster's properties follow, or, if it moved, all regroup. */
  private homeChanged(event: VectorSourceEvent<Feature>): void {
    const home = event.feature;
    if (!home || this.resolution === undefined) return;
    const place = this.placed.get(home);
    const geometry = home.getGeometry();
    if (!place || place.geometry !== geometry || place.revision !== (geometry?.getRevision() ?? 0)) {
      this.placesVersion += 1;
      this.refresh();
      return;
    }
    const now = clusterProperties(homesOf(place.cluster));
    if (now.highlighted !== place.cluster.get('highlighted') || now.radius !== place.cluster.get('radius')) {
      place.cluster.setProperties(now);
    }
  }
}

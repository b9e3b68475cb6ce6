import { Component, lazy, type ReactNode, Suspense } from 'react';
import type { MapBox, MapHome } from './map-box.js';

// OpenLayers and the world outlines load only when the guest asks for the map.
const HomeMap = lazy(() => import('./home-map.js'));

/** A map that cannot load (offline chunk, no canvas) leaves the list, which has every home. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p className="home-map__message">The map is unavailable right now. Every home is in the list.</p>
    ) : (
      this.props.children
    );
  }
}

export const MapPanel = (props: {
  homes: readonly MapHome[];
  fitToHomes: boolean;
  onMoved: (box: MapBox) => void;
  onOpen: (listingId: string) => void;
}) => (
  <section className="home-map" aria-label="Map of homes">
    <p className="visually-hidden">
      Moving the map searches the area it shows. Every home on the map is also in the list.
    </p>
    <MapBoundary>
      <Suspense fallback={<p className="home-map__message">Loading map…</p>}>
        <HomeMap {...props} />
      </Suspense>
    </MapBoundary>
  </section>
);

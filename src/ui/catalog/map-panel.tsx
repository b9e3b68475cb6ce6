import { Component, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useConfig } from '../di/use-config.js';
import { ChosenHome } from './chosen-home.js';
import type { HomeCard } from './home-card.js';
import type { MapBox, MapHome } from './map-box.js';
import './home-map-panel.css';

// OpenLayers and the offline basemap load only when the guest asks for the map.
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

/**
 * The map with its keyboard path: Previous and Next home step through the markers (the
 * canvas itself takes no focus), and the chosen home shows under the map with its link,
 * which is also how a phone, where the map replaces the list, opens a home.
 */
export const MapPanel = ({
  homes,
  fitToHomes,
  highlightedId,
  reveal,
  chosen,
  linkSearch,
  onMoved,
  onChoose,
  onPricesShown,
  onChosenShown,
  onStep,
  onDismiss,
  onOpen,
}: {
  homes: readonly MapHome[];
  fitToHomes: boolean;
  highlightedId: string | null;
  reveal: { readonly id: string; readonly turn: number } | null;
  chosen: HomeCard | null;
  linkSearch: string;
  onMoved: (box: MapBox) => void;
  onChoose: (listingId: string) => void;
  /** Price markers show for these homes (the map in view, at most PRICE_MARKER_LIMIT). */
  onPricesShown: (listingIds: readonly string[]) => void;
  /** A home shows under the map: its stay is priced, as a card on screen is. */
  onChosenShown: (listingId: string) => void;
  onStep: (step: 1 | -1) => void;
  onDismiss: () => void;
  onOpen: (listingId: string) => void;
}) => {
  const config = useConfig();
  const tiles = useMemo(
    () => ({
      styleUrl: config.mapStyleUrl,
      pmtilesUrl: config.mapPmtilesUrl,
      url: config.mapTilesUrl,
      attribution: config.mapTilesAttribution,
    }),
    [config],
  );
  const at = chosen ? homes.findIndex((home) => home.id === chosen.id) : -1;
  return (
    <section className="home-map" aria-label="Map of homes">
      <p className="visually-hidden">
        Moving the map searches the area it shows. Every home on the map is also in the list.
      </p>
      <fieldset className="home-map__steps">
        <legend className="visually-hidden">Homes on the map</legend>
        <button
          type="button"
          className="home-map__step"
          disabled={homes.length === 0}
          onClick={() => onStep(-1)}
        >
          <span aria-hidden="true">‹ </span>Previous home
        </button>
        <span className="home-map__count">
          {at === -1
            ? `${homes.length.toLocaleString('en-US')} on the map`
            : `${(at + 1).toLocaleString('en-US')} of ${homes.length.toLocaleString('en-US')}`}
        </span>
        <button
          type="button"
          className="home-map__step"
          disabled={homes.length === 0}
          onClick={() => onStep(1)}
        >
          Next home<span aria-hidden="true"> ›</span>
        </button>
      </fieldset>
      <MapBoundary>
        <Suspense fallback={<p className="home-map__message">Loading map…</p>}>
          <HomeMap
            tiles={tiles}
            homes={homes}
            fitToHomes={fitToHomes}
            highlightedId={highlightedId}
            reveal={reveal}
            onMoved={onMoved}
            onChoose={onChoose}
            onPricesShown={onPricesShown}
          />
        </Suspense>
      </MapBoundary>
      <ChosenHome
        card={chosen}
        priceWords={at === -1 ? '' : (homes[at]?.priceWords ?? '')}
        linkSearch={linkSearch}
        onShown={onChosenShown}
        onDismiss={onDismiss}
        onOpen={onOpen}
      />
    </section>
  );
};

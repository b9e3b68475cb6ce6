import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { CatalogError } from './catalog-error.js';
import { DestinationTiles } from './destination-tiles.js';
import { FiltersPanel } from './filters-panel.js';
import type { HomeCardActions } from './home-card-view.js';
import { HomeListSkeleton } from './home-list-skeleton.js';
import { lazyPart } from './lazy-part.js';
import { ListingCatalogViewModel } from './listing-catalog.view-model.js';
import { useResultsScroll } from './results-scroll.js';
import { SearchBar } from './search-bar.js';
import './listing-catalog.css';
import { PAST_DATES_CLEARED, resultsToggleLabel, withResultsType } from '../../core/catalog/index.js';

// /listings without a search shows only destination tiles: the results list (with its
// virtualiser and cards) loads when a search first shows or the guest starts towards one.
const HomeResults = lazyPart(() => import('./home-results.js').then((module) => module.HomeResults));
// The map panel (and, inside it, OpenLayers) loads when the guest first asks for the map;
// pointing at or focusing the toggle starts it early.
const MapPanel = lazyPart(() => import('./map-panel.js').then((module) => module.MapPanel));

/**
 * /listings: the home search (docs/product/routes.md#home-search). The address bar holds the
 * search; this page follows it.
 */
export const ListingCatalogPage = observer(() => {
  const config = useConfig();
  const catalog = useViewModel(ListingCatalogViewModel);
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(config.productShortName, 'Explore Homes');

  useEffect(() => {
    void catalog.pageOpened();
  }, [catalog]);
  useEffect(() => {
    catalog.urlChanged(location.search);
  }, [catalog, location.search]);
  // A guest who points, touches or types is about to search: the results' code starts
  // loading then rather than on the submit (a page load alone does not fetch it).
  useEffect(() => {
    const events = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
    const preload = () => {
      for (const event of events) window.removeEventListener(event, preload);
      HomeResults.preloadSoon();
    };
    for (const event of events) window.addEventListener(event, preload, { passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, preload);
    };
  }, []);

  const go = (search: string) => navigate({ pathname: location.pathname, search });
  // A home's page takes the search's stay along, not how the results were shown.
  const linkSearch = withResultsType(location.search, 'list');
  const actions = useMemo<HomeCardActions>(
    () => ({
      priceOf: (card) => catalog.shown.priceOf(card),
      cardShown: (id) => catalog.shown.cardShown(id),
      imageFailed: (failure, url) => catalog.imageFailed(failure, url),
      linkSearch,
      isHighlighted: (id) => catalog.highlight.highlightedId === id,
      pointed: (id) => catalog.highlight.cardPointed(id),
      left: (id) => catalog.highlight.cardLeft(id),
      opened: (id) => catalog.homeOpened(id, 'list'),
    }),
    [catalog, linkSearch],
  );
  const { results, catalog: state } = catalog;
  useResultsScroll(catalog.memory, location.search, results.kind === 'results');
  const mapShown = catalog.resultsType === 'map' && results.kind === 'results';

  return (
    <div className={mapShown ? 'catalog-page catalog-page--map' : 'catalog-page'}>
      <header className="catalog-page__header">
        <h1>Explore Homes</h1>
        <p className="catalog-page__lead">
          Luxury vacation homes with a concierge for every stay: search by destination, dates and guests.
        </p>
      </header>
      <SearchBar
        form={catalog.form}
        suggestions={() => catalog.suggestions}
        today={catalog.today}
        searchingMapArea={!catalog.mapFitsResults}
        onSubmit={() => go(catalog.searchSubmitted())}
      />
      {catalog.datesPassed ? <p className="catalog-page__notice">{PAST_DATES_CLEARED}</p> : null}
      <div className="catalog-page__toolbar">
        <FiltersPanel
          filters={catalog}
          preloadWhenIdle={results.kind === 'results'}
          onApply={() => go(catalog.filtersApplied())}
        />
        {results.kind === 'results' ? (
          <button
            type="button"
            className="results-toggle"
            onPointerEnter={MapPanel.preloadSoon}
            onFocus={MapPanel.preloadSoon}
            onClick={() => go(catalog.mapToggled())}
          >
            {resultsToggleLabel(catalog.resultsType)}
          </button>
        ) : null}
      </div>
      {state.status === 'failed' ? <CatalogError error={state.error} phone={catalog.phone} /> : null}
      <div className="catalog-page__body">
        <div className="catalog-page__results">
          {results.kind === 'browsing' ? (
            state.status === 'ready' ? (
              <DestinationTiles
                catalog={state.catalog}
                linkFor={(name) => catalog.destinationLink(name)}
                onImageFailure={actions.imageFailed}
              />
            ) : null
          ) : (
            // Until the results' code is there, the skeleton the search shows anyway holds their place.
            <Suspense fallback={<HomeListSkeleton />}>
              <HomeResults
                results={results}
                actions={actions}
                scrollTo={mapShown ? catalog.highlight.fromMap : null}
                headingPending={catalog.resultsHeadingPending}
                onHeadingFocused={() => catalog.resultsHeadingFocused()}
                search={location.search}
                listMemory={(list) => ({
                  sizes: catalog.memory.listSizesOf(location.search, list),
                  keep: (sizes) => catalog.memory.listLeft(location.search, list, sizes),
                })}
              />
            </Suspense>
          )}
        </div>
        {mapShown ? (
          // Until its code is there, the panel's empty frame holds its place.
          <Suspense fallback={<section className="home-map" aria-label="Map of homes" aria-busy="true" />}>
            <MapPanel
              homes={catalog.shown.mapHomes}
              fitToHomes={catalog.mapFitsResults}
              highlightedId={catalog.highlight.highlightedId}
              reveal={catalog.highlight.fromMap}
              chosen={catalog.shown.chosenHome}
              linkSearch={linkSearch}
              onMoved={(box) =>
                navigate({ pathname: location.pathname, search: catalog.mapMoved(box) }, { replace: true })
              }
              onChoose={(id) => catalog.highlight.markerChosen(id)}
              onPricesShown={(ids) => catalog.shown.markersShown(ids)}
              onChosenShown={(id) => catalog.shown.cardShown(id)}
              onStep={(step) => catalog.highlight.markerStepped(step)}
              onDismiss={() => catalog.highlight.markerDismissed()}
              onOpen={(id) => catalog.homeOpened(id, 'map')}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
});

export default ListingCatalogPage;

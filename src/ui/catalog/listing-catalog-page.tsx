import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppConfig } from '../../core/shared/app-config.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useViewModel } from '../di/use-view-model.js';
import { CatalogError } from './catalog-error.js';
import { DestinationTiles } from './destination-tiles.js';
import { FiltersPanel } from './filters-panel.js';
import type { HomeCardActions } from './home-card-view.js';
import { HomeResults } from './home-results.js';
import { ListingCatalogViewModel } from './listing-catalog.view-model.js';
import { MapPanel } from './map-panel.js';
import { SearchBar } from './search-bar.js';
import './listing-catalog.css';

/** /listings: the home search (SPEC 2). The address bar holds the search; this page follows it. */
export const ListingCatalogPage = observer(() => {
  const config = useViewModel<AppConfig>(AppConfig);
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

  const go = (search: string) => navigate({ pathname: location.pathname, search });
  const linkSearch = location.search;
  const actions = useMemo<HomeCardActions>(
    () => ({
      priceOf: (id) => catalog.prices.priceOf(id),
      cardShown: (id) => void catalog.prices.cardShown(id),
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
  const mapShown = catalog.resultsType === 'map' && results.kind === 'results';
  const { highlight } = catalog;

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
        suggestions={catalog.suggestions}
        today={catalog.today}
        searchingMapArea={!catalog.mapFitsResults}
        onSubmit={() => go(catalog.searchSubmitted())}
      />
      <div className="catalog-page__toolbar">
        <FiltersPanel
          open={catalog.filtersOpen}
          applied={catalog.appliedFilters}
          draft={catalog.draft}
          onOpen={() => catalog.filtersOpened()}
          onClose={() => catalog.filtersClosed()}
          onApply={() => go(catalog.filtersApplied())}
        />
        {results.kind === 'results' ? (
          <button
            type="button"
            className="results-toggle"
            aria-pressed={catalog.resultsType === 'map'}
            onClick={() => catalog.mapToggled()}
          >
            Show map
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
            <HomeResults results={results} actions={actions} scrollTo={mapShown ? highlight.fromMap : null} />
          )}
        </div>
        {mapShown ? (
          <MapPanel
            homes={catalog.mapHomes}
            fitToHomes={catalog.mapFitsResults}
            highlightedId={highlight.highlightedId}
            reveal={highlight.fromMap}
            chosen={catalog.chosenHome}
            linkSearch={linkSearch}
            onMoved={(box) =>
              navigate({ pathname: location.pathname, search: catalog.mapMoved(box) }, { replace: true })
            }
            onChoose={(id) => highlight.markerChosen(id)}
            onStep={(step) => highlight.markerStepped(step)}
            onDismiss={() => highlight.markerDismissed()}
            onOpen={(id) => catalog.homeOpened(id, 'map')}
          />
        ) : null}
      </div>
    </div>
  );
});

export default ListingCatalogPage;

import dayjs from 'dayjs';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/analytics-sink.port.js';
import type { Destination } from '../../core/catalog/destination.entity.js';
import {
  type DestinationSuggestion,
  destinationSuggestions,
} from '../../core/catalog/destination-suggestion.rule.js';
import {
  type HomeSearchTerms,
  parseHomeSearch,
  serialiseHomeSearch,
  withHomeSearch,
} from '../../core/catalog/home-search-url.rule.js';
import type { ListingCatalog } from '../../core/catalog/listing-catalog.entity.js';
import { ListingCatalogGateway } from '../../core/catalog/listing-catalog-gateway.port.js';
import { ListingSearch } from '../../core/catalog/listing-search.use-case.js';
import {
  listingFiltersApplied,
  listingOpened,
  listingsMapMoved,
  listingsSearched,
  type TrackedEvent,
} from '../../core/catalog/listing-search-events.rule.js';
import type { ListingSearchState } from '../../core/catalog/listing-search-state.js';
import { loadDestinations } from '../../core/catalog/load-catalog-filters.use-case.js';
import { loadListingCatalog } from '../../core/catalog/load-listing-catalog.use-case.js';
import { searchTermsToQuery } from '../../core/catalog/search-terms-query.rule.js';
import { stayPricingQueryOf } from '../../core/catalog/stay-pricing-query.rule.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { ImageFailure } from '../../core/images/image-fallback.rule.js';
import { ListingGateway } from '../../core/listing/listing-gateway.port.js';
import { AppConfig } from '../../core/shared/app-config.js';
import type { AppError } from '../../core/shared/app-error.js';

import { Clock } from '../../core/time/clock.port.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { type SupportPhone, supportPhoneOf } from './catalog-failure.js';
import { takeCatalogAsks } from './catalog-head-start.js';
import { FiltersDraft } from './filters-draft.js';
import type { HomeCard } from './home-card.js';
import { HomeHighlight } from './home-highlight.js';
import { filtersOf, filterTerms, type HomeFilters, searchTermsOf, withoutGaps } from './home-search-terms.js';
import { type MapBox, type MapHome, mapHomesOf } from './map-box.js';
import { type ResultsView, resultsViewOf } from './results-view.js';
import { SearchForm } from './search-form.js';
import { StayPrices } from './stay-prices.js';

export type CatalogState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly catalog: ListingCatalog }
  | { readonly status: 'failed'; readonly error: AppError };

type Private =
  | 'gateway'
  | 'errors'
  | 'clock'
  | 'analytics'
  | 'search'
  | 'currentUrl'
  | 'opened'
  | 'searchedOnce'
  | 'photoFailures';

type Catalog = Pick<
  ListingCatalogGateway,
  'listingCatalog' | 'destinations' | 'searchListings' | 'countListings'
>;

/**
 * /listings, the home search (SPEC 2, 3). The search lives in the address bar (listing_*
 * and filter_* parameters): the page hands every address change to `urlChanged`, and the
 * guest's submissions come back as the address to go to, so sharing, reloading and
 * back/forward all replay the same search.
 */
@injectable()
export class ListingCatalogViewModel {
  catalog: CatalogState = { status: 'loading' };
  destinations: readonly Destination[] = [];
  searchState: ListingSearchState;
  applied: HomeSearchTerms = {};
  filtersOpen = false;
  /** Results as a list or on the map (SPEC 2 results types); the list is where every home is. */
  resultsType: 'list' | 'map' = 'list';
  readonly form = new SearchForm();
  readonly draft: FiltersDraft;
  readonly prices: StayPrices;
  /** Marker ↔ card: the home chosen on the map or pointed at in the list. */
  readonly highlight = new HomeHighlight(
    () => this.resultCards,
    () => this.mapHomes,
  );
  readonly phone: SupportPhone;
  private readonly search: ListingSearch;
  private readonly photoFailures: PhotoFailures;
  private currentUrl = '';
  private opened = false;
  private searchedOnce = false;

  constructor(
    @inject(ListingCatalogGateway) private readonly gateway: Catalog,
    @inject(ListingGateway) listings: Pick<ListingGateway, 'instantPricing'>,
    @inject(ErrorReporter) private readonly errors: ErrorReporter,
    @inject(Clock) private readonly clock: Clock,
    @inject(AppConfig) config: AppConfig,
    @inject(AnalyticsSink) private readonly analytics: Pick<AnalyticsSink, 'track'>,
  ) {
    this.search = new ListingSearch({ catalog: gateway, errors });
    this.searchState = this.search.getState();
    this.search.subscribe((state) => runInAction(() => (this.searchState = state)));
    this.draft = new FiltersDraft({ catalog: gateway, errors });
    this.prices = new StayPrices({ listings });
    this.phone = supportPhoneOf(config.supportPhone);
    this.photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable<ListingCatalogViewModel, Private>(this, {
      gateway: false,
      errors: false,
      clock: false,
      analytics: false,
      highlight: false,
      search: false,
      currentUrl: false,
      opened: false,
      searchedOnce: false,
      photoFailures: false,
      phone: false,
      // Answers are immutable values, replaced whole: 10,000 homes need no deep observables.
      catalog: observableRef,
      destinations: observableRef,
      searchState: observableRef,
      applied: observableRef,
    });
  }

  /** The catalog (GET /api/listing/catalog) and the destinations the search suggests, once. */
  async pageOpened(): Promise<void> {
    if (this.opened) return;
    this.opened = true;
    // The asks the route started while this page's code loaded, if it did (catalog-head-start.ts).
    const first = takeCatalogAsks(this.gateway);
    const [load, destinations] = await Promise.all([
      loadListingCatalog({ catalog: first }, this.phone.display),
      loadDestinations({ catalog: first, errors: this.errors }),
    ]);
    // The guest is told to call; whoever runs the host must hear of it too.
    if (load.error) this.errors.report(load.error, { during: 'loading the home catalog' });
    runInAction(() => {
      this.catalog = load.error
        ? { status: 'failed', error: load.error }
        : { status: 'ready', catalog: load.catalog };
      this.destinations = destinations.length > 0 ? destinations : load.catalog.destinations;
    });
  }

  /** The address bar changed (first visit, a submitted search, back or forward). */
  urlChanged(search: string): void {
    this.currentUrl = search;
    const terms = withoutGaps(parseHomeSearch(search));
    this.form.filledFrom(terms);
    const changed = !this.searchedOnce || !sameSearch(terms, this.applied);
    this.searchedOnce = true;
    this.applied = terms;
    this.prices.stayChanged(stayPricingQueryOf(terms));
    if (!changed) return; // another parameter changed (utm_*, lead ...), not the search
    const asked = searchTermsOf(terms);
    void this.search.search(asked);
    // A search with no terms is the catalog, not a search: nothing to report.
    if (Object.keys(searchTermsToQuery(asked)).length > 0) this.send(listingsSearched(terms));
  }

  /** The search bar was submitted: the address to go to (the page navigates, the search follows). */
  searchSubmitted(): string {
    const { terms } = this.form;
    // A destination typed replaces the map's box, as a map moved replaces the destination.
    const area = terms.destination ? NO_BOX : {};
    return withHomeSearch(this.currentUrl, { ...this.applied, ...area, ...terms });
  }

  filtersOpened(): void {
    this.filtersOpen = true;
    this.draft.started(this.applied, filtersOf(this.applied));
  }

  filtersClosed(): void {
    this.filtersOpen = false;
  }

  filtersApplied(): string {
    this.filtersOpen = false;
    const terms = { ...this.applied, ...filterTerms(this.draft.filters) };
    this.send(listingFiltersApplied(terms));
    return withHomeSearch(this.currentUrl, terms);
  }

  mapToggled(): void {
    this.resultsType = this.resultsType === 'map' ? 'list' : 'map';
  }

  /**
   * The guest moved the map: search the box it shows. The box replaces the destination,
   * which would otherwise confine the search to a place the guest may have panned away from.
   */
  mapMoved(box: MapBox): string {
    this.send(listingsMapMoved(box));
    return withHomeSearch(this.currentUrl, { ...this.applied, destination: undefined, ...box });
  }

  /** The homes the map shows: every result that has a place. */
  get mapHomes(): MapHome[] {
    const { results } = this;
    return results.kind === 'results' ? mapHomesOf([...results.exact, ...results.partial]) : [];
  }

  /** The home chosen on the map, shown beside it with a way to open it. */
  get chosenHome(): HomeCard | null {
    const id = this.highlight.chosenId;
    return id === null ? null : (this.resultCards.find((card) => card.id === id) ?? null);
  }

  /** The guest opened a home from a card or the map: which, and where it stood in the results. */
  homeOpened(listingId: string, from: 'list' | 'map'): void {
    const { results } = this;
    if (results.kind !== 'results') return;
    const exactAt = results.exact.findIndex((card) => card.id === listingId);
    const partialAt = results.partial.findIndex((card) => card.id === listingId);
    if (exactAt === -1 && partialAt === -1) return;
    const position = exactAt === -1 ? results.exact.length + partialAt + 1 : exactAt + 1;
    const list = exactAt === -1 ? 'partial' : 'exact';
    this.send(listingOpened(listingId, position, from === 'map' ? 'map' : list));
  }

  /** Every card of the results, exact matches first. */
  private get resultCards(): readonly HomeCard[] {
    const { results } = this;
    return results.kind === 'results' ? [...results.exact, ...results.partial] : [];
  }

  private send({ event, properties }: TrackedEvent): void {
    this.analytics.track(event, properties);
  }

  /** The map frames the results unless the search came from the map itself (it has a box). */
  get mapFitsResults(): boolean {
    return this.applied.north === undefined;
  }

  /** A destination tile of the catalog: the search for that destination, keeping the rest. */
  destinationLink(name: string): string {
    return withHomeSearch(this.currentUrl, { ...this.applied, destination: name });
  }

  imageFailed(failure: ImageFailure, originalUrl: string): void {
    this.photoFailures.failed(failure, originalUrl);
  }

  get appliedFilters(): HomeFilters {
    return filtersOf(this.applied);
  }

  get suggestions(): DestinationSuggestion[] {
    return destinationSuggestions(this.destinations, this.form.destination);
  }

  /** The first day a stay may start (today where the guest is). */
  get today(): string {
    return dayjs(this.clock.now()).format('YYYY-MM-DD');
  }

  get results(): ResultsView {
    return resultsViewOf(this.searchState);
  }
}

const NO_BOX = { north: undefined, west: undefined, south: undefined, east: undefined };

const sameSearch = (a: HomeSearchTerms, b: HomeSearchTerms): boolean =>
  JSON.stringify(serialiseHomeSearch(a)) === JSON.stringify(serialiseHomeSearch(b));

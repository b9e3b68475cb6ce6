import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/index.js';
import type { Destination } from '../../core/catalog/index.js';
import {
  asksNothing,
  type DestinationSuggestion,
  destinationSuggestions,
  filtersOf,
  ListingCatalogGateway,
  listingFiltersApplied,
  listingOpened,
  listingsMapMoved,
  listingsSearched,
  parseListingSearch,
  type ResultsType,
  resultsTypeIn,
  type SearchFilters,
  stayPricingQueryOf,
  type TrackedEvent,
  type UrlSearchTerms,
  withListingSearch,
  withoutPastStay,
  withResultsType,
} from '../../core/catalog/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import { ListingGateway } from '../../core/listing/index.js';
import { AppConfig, localDayOf } from '../../core/shared/index.js';
import { Clock } from '../../core/time/index.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { inject } from '../di/inject.js';
import { CatalogBrowse, type CatalogState } from './catalog-browse.js';
import { type SupportPhone, supportPhoneOf } from './catalog-failure.js';
import { CatalogSearch } from './catalog-search.js';
import { FiltersDraft } from './filters-draft.js';
import type { HomeHighlight } from './home-highlight.js';
import { filterTerms, sameSearch, searchTermsOf, withoutGaps } from './home-search-terms.js';
import type { MapBox } from './map-box.js';
import { ResultsMemory } from './results-memory.js';
import type { ResultsShown } from './results-shown.js';
import type { ResultsView } from './results-view.js';
import { SearchForm } from './search-form.js';
import { StayPrices } from './stay-prices.js';

export type { CatalogState } from './catalog-browse.js';

/** The search asks for the catalog, destinations, results and counts; the filters for the categories. */
type CatalogPort = ListingCatalogGateway;

interface Deps {
  readonly clock: Clock;
  readonly analytics: Pick<AnalyticsSink, 'track'>;
}

/**
 * /listings, the home search (docs/product/routes.md#home-search and
 * docs/product/entities.md#search-terms). The search lives in the address bar (listing_* and
 * filter_* parameters): the page hands every address change to `urlChanged`, and the guest's
 * submissions come back as the address to go to, so sharing, reloading and back/forward all
 * replay the same search.
 */
@injectable()
export class ListingCatalogViewModel {
  applied: UrlSearchTerms = {};
  filtersOpen = false;
  /** The address asked for a stay that has passed: the search runs without dates, and says so. */
  datesPassed = false;
  /**
   * Filters were applied: the results' heading takes the focus once their answer shows, so the
   * guest sees (and hears) what the filters left rather than the closed panel's place.
   */
  resultsHeadingPending = false;
  /** Results as a list or on the map (results types: map, list); the list is where every home is. */
  resultsType: ResultsType = 'list';
  readonly form = new SearchForm();
  readonly draft: FiltersDraft;
  readonly prices: StayPrices;
  readonly phone: SupportPhone;
  /** The catalog before a search, and the destinations. */
  readonly browse: CatalogBrowse;
  /** The search on screen, its answer and the cards asked for after it. */
  readonly searching: CatalogSearch;
  /** Where the guest left each search's results (outlives this view-model: see ResultsMemory). */
  readonly memory: ResultsMemory;
  readonly #deps: Deps;
  readonly #photoFailures: PhotoFailures;
  #currentUrl = '';
  #searchedOnce = false;
  #shown: ResultsShown | null = null;

  constructor(
    @inject(ListingCatalogGateway) catalog: CatalogPort,
    @inject(ListingGateway) listings: Pick<ListingGateway, 'instantPricing'>,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
    @inject(AppConfig) config: AppConfig,
    @inject(AnalyticsSink) analytics: Deps['analytics'],
    @inject(ResultsMemory) memory: ResultsMemory = new ResultsMemory(),
  ) {
    this.memory = memory;
    this.#deps = { clock, analytics };
    this.browse = new CatalogBrowse({ catalog, errors });
    this.searching = new CatalogSearch({ catalog, errors });
    this.draft = new FiltersDraft({ catalog, errors });
    this.prices = new StayPrices({ listings, errors });
    this.phone = supportPhoneOf(config.supportPhone);
    this.#photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable(this, {
      phone: false,
      shown: false,
      browse: false,
      searching: false,
      memory: false,
      applied: observableRef,
    });
  }

  /** The catalog and the destinations the search suggests, once. */
  pageOpened(): Promise<void> {
    return this.browse.pageOpened(this.phone.display);
  }

  get catalog(): CatalogState {
    return this.browse.catalog;
  }

  get destinations(): readonly Destination[] {
    return this.browse.destinations;
  }

  /** The address bar changed (first visit, a submitted search, back or forward). */
  urlChanged(search: string): void {
    this.#currentUrl = search;
    this.resultsType = resultsTypeIn(search);
    const read = withoutPastStay(withoutGaps(parseListingSearch(search)), this.today);
    const { terms } = read;
    this.datesPassed = read.cleared;
    this.form.filledFrom(terms);
    const changed = !this.#searchedOnce || !sameSearch(terms, this.applied);
    this.#searchedOnce = true;
    this.applied = terms;
    this.prices.stayChanged(stayPricingQueryOf(terms));
    if (!changed) return; // another parameter changed (utm_*, lead ...), not the search
    const asked = searchTermsOf(terms);
    void this.searching.search(asked);
    // A search with no terms is the catalog, not a search: nothing to report.
    if (!asksNothing(asked)) this.send(listingsSearched(terms));
  }

  /** The search bar was submitted: the address to go to (the page navigates, the search follows). */
  searchSubmitted(): string {
    const { terms } = this.form;
    // A destination typed replaces the map's box, as a map moved replaces the destination.
    const area = terms.destination ? NO_BOX : {};
    return withListingSearch(this.#currentUrl, { ...this.applied, ...area, ...terms });
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
    this.resultsHeadingPending = true;
    const terms = { ...this.applied, ...filterTerms(this.draft.filters) };
    this.send(listingFiltersApplied(terms));
    return withListingSearch(this.#currentUrl, terms);
  }

  /** The results' heading took the focus (resultsHeadingPending). */
  resultsHeadingFocused(): void {
    this.resultsHeadingPending = false;
  }

  /** The map/list toggle: the address to go to (the choice lives there, see urlChanged). */
  mapToggled(): string {
    return withResultsType(this.#currentUrl, this.resultsType === 'map' ? 'list' : 'map');
  }

  /**
   * The guest moved the map: search the box it shows. The box replaces the destination,
   * which would otherwise confine the search to a place the guest may have panned away from.
   */
  mapMoved(box: MapBox): string {
    this.send(listingsMapMoved(box));
    return withListingSearch(this.#currentUrl, { ...this.applied, destination: undefined, ...box });
  }

  /** The guest opened a home from a card or the map: which, and where it stood in the results. */
  homeOpened(listingId: string, from: 'list' | 'map'): void {
    const at = this.results.kind === 'results' ? this.searching.positionOf(listingId) : null;
    if (at) this.send(listingOpened(listingId, at.position, from === 'map' ? 'map' : at.list));
  }

  private send({ event, properties }: TrackedEvent): void {
    this.#deps.analytics.track(event, properties);
  }

  /** The map frames the results unless the search came from the map itself (it has a box). */
  get mapFitsResults(): boolean {
    return this.applied.north === undefined;
  }

  /** A destination tile of the catalog: the search for that destination, keeping the rest. */
  destinationLink(name: string): string {
    return withListingSearch(this.#currentUrl, { ...this.applied, destination: name });
  }

  imageFailed(failure: ImageFailure, originalUrl: string): void {
    this.#photoFailures.failed(failure, originalUrl);
  }

  get appliedFilters(): SearchFilters {
    return filtersOf(this.applied);
  }

  get suggestions(): DestinationSuggestion[] {
    return destinationSuggestions(this.destinations, this.form.destination);
  }

  /** The first day a stay may start (today where the guest is). */
  get today(): string {
    return localDayOf(this.#deps.clock.now());
  }

  /** Prices, the marker ↔ card highlight, what a card on screen asks for: with results only. */
  get shown(): ResultsShown {
    this.#shown ??= new this.searching.parts.ResultsShown(this.searching, this.prices);
    return this.#shown;
  }

  /** Marker ↔ card: the home chosen on the map or pointed at in the list (with results only). */
  get highlight(): HomeHighlight {
    return this.shown.highlight;
  }

  get results(): ResultsView {
    return this.searching.results;
  }
}

const NO_BOX = { north: undefined, west: undefined, south: undefined, east: undefined };

import type { VirtualItem } from '@tanstack/react-virtual';
import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/analytics-sink.port.js';
import type { Destination } from '../../core/catalog/destination.entity.js';
import {
  type DestinationSuggestion,
  destinationSuggestions,
} from '../../core/catalog/destination-suggestion.rule.js';
import { type HomePrice, homePriceOf } from '../../core/catalog/home-price.rule.js';
import type { ListingCatalog } from '../../core/catalog/listing-catalog.entity.js';
import { ListingCatalogGateway } from '../../core/catalog/listing-catalog-gateway.port.js';
import {
  listingFiltersApplied,
  listingOpened,
  listingsMapMoved,
  listingsSearched,
  type TrackedEvent,
} from '../../core/catalog/listing-search-events.rule.js';
import {
  initialListingSearchState,
  type ListingSearchEvent,
  type ListingSearchState,
  listingSearchTransition,
} from '../../core/catalog/listing-search-state.js';
import {
  parseListingSearch,
  serialiseListingSearch,
  type UrlSearchTerms,
  withListingSearch,
} from '../../core/catalog/listing-search-url.rule.js';
import { loadDestinations } from '../../core/catalog/load-catalog-filters.use-case.js';
import {
  type ListingCatalogLoad,
  loadListingCatalog,
} from '../../core/catalog/load-listing-catalog.use-case.js';
import { withoutPastStay } from '../../core/catalog/past-stay.rule.js';
import { type ResultsType, resultsTypeIn, withResultsType } from '../../core/catalog/results-type.rule.js';
import { filtersOf, type SearchFilters } from '../../core/catalog/search-filters.rule.js';
import { asksNothing, searchListings } from '../../core/catalog/search-listings.use-case.js';
import type { SearchTerms } from '../../core/catalog/search-terms.entity.js';
import { stayPricingQueryOf } from '../../core/catalog/stay-pricing-query.rule.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { ImageFailure } from '../../core/images/image-fallback.rule.js';
import { ListingGateway } from '../../core/listing/listing-gateway.port.js';
import { AppConfig } from '../../core/shared/app-config.js';
import type { AppError } from '../../core/shared/app-error.js';
import { localDayOf } from '../../core/shared/calendar-day.js';
import { Clock } from '../../core/time/clock.port.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { inject } from '../di/inject.js';
import { type SupportPhone, supportPhoneOf } from './catalog-failure.js';
import { takeCatalogAsks } from './catalog-head-start.js';
import { FiltersDraft } from './filters-draft.js';
import type { HomeCard } from './home-card.js';
import { HomeHighlight } from './home-highlight.js';
import { filterTerms, searchTermsOf, withoutGaps } from './home-search-terms.js';
import { type MapBox, type MapHome, mapHomesOf } from './map-box.js';
import { ResultsMemory } from './results-memory.js';
import { type ResultsView, resultsViewOf } from './results-view.js';
import { SearchForm } from './search-form.js';
import { StayPrices } from './stay-prices.js';

export type CatalogState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly catalog: ListingCatalog }
  | { readonly status: 'failed'; readonly error: AppError };

interface Deps {
  readonly catalog: Pick<
    ListingCatalogGateway,
    'listingCatalog' | 'destinations' | 'searchListings' | 'countListings'
  >;
  readonly errors: ErrorReporter;
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
  catalog: CatalogState = { status: 'loading' };
  destinations: readonly Destination[] = [];
  searchState: ListingSearchState = initialListingSearchState;
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
  /** Marker ↔ card: the home chosen on the map or pointed at in the list. */
  readonly highlight = new HomeHighlight(
    () => this.resultCards,
    () => this.mapHomes,
  );
  readonly phone: SupportPhone;
  readonly #deps: Deps;
  readonly #photoFailures: PhotoFailures;
  #currentUrl = '';
  /** Where the guest left each search's results (outlives this view-model: see ResultsMemory). */
  readonly #memory: ResultsMemory;
  #opened = false;
  #searchedOnce = false;

  constructor(
    @inject(ListingCatalogGateway) catalog: Deps['catalog'],
    @inject(ListingGateway) listings: Pick<ListingGateway, 'instantPricing'>,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
    @inject(AppConfig) config: AppConfig,
    @inject(AnalyticsSink) analytics: Deps['analytics'],
    @inject(ResultsMemory) memory: ResultsMemory = new ResultsMemory(),
  ) {
    this.#memory = memory;
    this.#deps = { catalog, errors, clock, analytics };
    this.draft = new FiltersDraft({ catalog, errors });
    this.prices = new StayPrices({ listings, errors });
    this.phone = supportPhoneOf(config.supportPhone);
    this.#photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable(this, {
      highlight: false,
      phone: false,
      // Read while rendering and by `mapHomes`: a plain method, tracked by whoever calls it.
      priceOf: false,
      // Answers are immutable values, replaced whole: 10,000 homes need no deep observables.
      catalog: observableRef,
      destinations: observableRef,
      searchState: observableRef,
      applied: observableRef,
    });
  }

  /** The catalog and the destinations the search suggests, once. */
  async pageOpened(): Promise<void> {
    if (this.#opened) return;
    this.#opened = true;
    const { errors } = this.#deps;
    // The asks the route started while this page's code loaded, if it did (catalog-head-start.ts).
    const first = takeCatalogAsks(this.#deps.catalog);
    const [load, destinations] = await Promise.all([
      loadListingCatalog({ catalog: first }, this.phone.display),
      loadDestinations({ catalog: first, errors }),
    ]);
    // The guest is told to call; whoever runs the host must hear of it too.
    if (load.error) errors.report(load.error, { during: 'loading the home catalog' });
    this.catalogLoaded(load, destinations);
  }

  private catalogLoaded(load: ListingCatalogLoad, destinations: readonly Destination[]): void {
    this.catalog = load.error
      ? { status: 'failed', error: load.error }
      : { status: 'ready', catalog: load.catalog };
    this.destinations = destinations.length > 0 ? destinations : load.catalog.destinations;
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
    void this.search(asked);
    // A search with no terms is the catalog, not a search: nothing to report.
    if (!asksNothing(asked)) this.send(listingsSearched(terms));
  }

  private async search(terms: SearchTerms): Promise<void> {
    if (asksNothing(terms)) {
      this.applySearch({ type: 'terms-cleared' });
      return;
    }
    this.applySearch({ type: 'search-started', terms });
    const { searchNumber } = this.searchState;
    const answer = await searchListings(this.#deps, terms);
    this.applySearch(
      E.isRight(answer)
        ? { type: 'results-set', searchNumber, results: answer.right }
        : { type: 'search-failed', searchNumber },
    );
  }

  private applySearch(event: ListingSearchEvent): void {
    this.searchState = listingSearchTransition(this.searchState, event);
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

  /** The guest scrolled the results of `search` (the address's query) to `y`. */
  resultsScrolled(search: string, y: number): void {
    this.#memory.scrolled(search, y);
  }

  /**
   * Where the guest left the results of `search`, for coming back to them (browser Back from a
   * home), or null if they were never scrolled in this visit.
   */
  resultsScrollOf(search: string): number | null {
    return this.#memory.scrollOf(search);
  }

  /** What the list `list` of the results of `search` measured, for laying it out alike on return. */
  listSizesOf(search: string, list: string): readonly VirtualItem[] | undefined {
    return this.#memory.listSizesOf(search, list);
  }

  listLeft(search: string, list: string, sizes: VirtualItem[]): void {
    this.#memory.listLeft(search, list, sizes);
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

  /**
   * A home's price, the one its card, its map marker and the home chosen under the map all
   * show: the stay's all-in total with dates, else the 'from' rate of a night.
   */
  priceOf(card: Pick<HomeCard, 'id' | 'nightlyFrom'>): HomePrice {
    return homePriceOf(this.prices.priceOf(card.id), card.nightlyFrom);
  }

  /**
   * A home's card (or the home chosen under the map) came on screen: its stay is priced, if
   * the home can take it (ui/catalog/stay-prices.ts).
   */
  cardShown(listingId: string): void {
    const card = this.resultCards.find((each) => each.id === listingId);
    void this.prices.cardShown(listingId, card?.unmetTerms ?? []);
  }

  /** The homes the map shows: every result that has a place, priced as its card is. */
  get mapHomes(): MapHome[] {
    return mapHomesOf(this.resultCards, (card) => this.priceOf(card));
  }

  /**
   * The map shows these homes' prices: with dates, each is priced as a card on screen is, so
   * a marker shows the stay's total its card shows rather than a night's 'from' rate, and a
   * home that cannot take the stay is not asked, as its card is not.
   */
  markersShown(listingIds: readonly string[]): void {
    for (const id of listingIds) this.cardShown(id);
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

  get results(): ResultsView {
    return resultsViewOf(this.searchState);
  }
}

const NO_BOX = { north: undefined, west: undefined, south: undefined, east: undefined };

const sameSearch = (a: UrlSearchTerms, b: UrlSearchTerms): boolean =>
  JSON.stringify(serialiseListingSearch(a)) === JSON.stringify(serialiseListingSearch(b));

import dayjs from 'dayjs';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Destination } from '../../core/catalog/destination.entity.js';
import {
  type HomeSearchTerms,
  parseHomeSearch,
  serialiseHomeSearch,
  withHomeSearch,
} from '../../core/catalog/home-search-url.rule.js';
import type { ListingCatalog } from '../../core/catalog/listing-catalog.entity.js';
import { ListingCatalogGateway } from '../../core/catalog/listing-catalog-gateway.port.js';
import { ListingSearch } from '../../core/catalog/listing-search.use-case.js';
import type { ListingSearchState } from '../../core/catalog/listing-search-state.js';
import { loadDestinations } from '../../core/catalog/load-catalog-filters.use-case.js';
import { loadListingCatalog } from '../../core/catalog/load-listing-catalog.use-case.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import { ListingGateway } from '../../core/listing/listing-gateway.port.js';
import { AppConfig } from '../../core/shared/app-config.js';
import type { AppError } from '../../core/shared/app-error.js';
import { Clock } from '../../core/time/clock.port.js';
import { type DestinationSuggestion, destinationSuggestions } from './destination-suggestions.js';
import { FiltersDraft } from './filters-draft.js';
import { type HomeCard, toHomeCard } from './home-card.js';
import { filtersOf, filterTerms, type HomeFilters, searchTermsOf, stayDatesOf, withoutGaps } from './home-search-terms.js';
import { SearchForm } from './search-form.js';
import { StayPrices } from './stay-prices.js';

export type CatalogState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly catalog: ListingCatalog }
  | { readonly status: 'failed'; readonly error: AppError };

/** What the results area shows: the catalog before any search, skeletons, or the matches. */
export type ResultsView =
  | { readonly kind: 'browsing' }
  | { readonly kind: 'searching' }
  | {
      readonly kind: 'results';
      readonly exact: readonly HomeCard[];
      readonly partial: readonly HomeCard[];
      readonly numExactMatches: number;
      readonly refreshing: boolean;
    };

type Catalog = Pick<ListingCatalogGateway, 'listingCatalog' | 'destinations' | 'searchListings' | 'countListings'>;

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
  readonly form = new SearchForm();
  readonly draft: FiltersDraft;
  readonly prices: StayPrices;
  private readonly search: ListingSearch;
  private currentUrl = '';
  private opened = false;

  constructor(
    @inject(ListingCatalogGateway) private readonly gateway: Catalog,
    @inject(ListingGateway) listings: Pick<ListingGateway, 'instantPricing'>,
    @inject(ErrorReporter) private readonly errors: ErrorReporter,
    @inject(Clock) private readonly clock: Clock,
    @inject(AppConfig) readonly config: AppConfig,
  ) {
    this.search = new ListingSearch({ catalog: gateway, errors });
    this.searchState = this.search.getState();
    this.search.subscribe((state) => runInAction(() => (this.searchState = state)));
    this.draft = new FiltersDraft({ catalog: gateway, errors });
    this.prices = new StayPrices({ listings });
    makeAutoObservable<ListingCatalogViewModel, 'gateway' | 'errors' | 'clock' | 'search' | 'currentUrl' | 'opened'>(
      this,
      { gateway: false, errors: false, clock: false, config: false, search: false, currentUrl: false, opened: false },
    );
  }

  /** The catalog (GET /api/listing/catalog) and the destinations the search suggests, once. */
  async pageOpened(): Promise<void> {
    if (this.opened) return;
    this.opened = true;
    const [load, destinations] = await Promise.all([
      loadListingCatalog({ catalog: this.gateway }, this.config.supportPhone),
      loadDestinations({ catalog: this.gateway, errors: this.errors }),
    ]);
    runInAction(() => {
      this.catalog = load.error ? { status: 'failed', error: load.error } : { status: 'ready', catalog: load.catalog };
      this.destinations = destinations.length > 0 ? destinations : load.catalog.destinations;
    });
  }

  /** The address bar changed (first visit, a submitted search, back or forward). */
  urlChanged(search: string): void {
    this.currentUrl = search;
    const terms = withoutGaps(parseHomeSearch(search));
    this.form.filledFrom(terms);
    const same = sameSearch(terms, this.applied) && this.searchState.terms !== undefined;
    this.applied = terms;
    const stay = stayDatesOf(terms);
    this.prices.stayChanged(
      stay && {
        ...stay,
        adultCount: Math.max(1, terms.adultCount ?? 0),
        childCount: terms.childCount ?? 0,
        infantCount: terms.infantCount ?? 0,
        petCount: terms.petCount ?? 0,
      },
    );
    if (same && (this.searchState.showResults || this.searchState.isSearching)) return;
    void this.search.search(searchTermsOf(terms));
  }

  /** The search bar was submitted: the address to go to (the page navigates, the search follows). */
  searchSubmitted(): string {
    return withHomeSearch(this.currentUrl, { ...this.applied, ...this.form.terms });
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
    return withHomeSearch(this.currentUrl, { ...this.applied, ...filterTerms(this.draft.filters) });
  }

  /** A destination tile of the catalog: the search for that destination, keeping the rest. */
  destinationLink(name: string): string {
    return withHomeSearch(this.currentUrl, { ...this.applied, destination: name });
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
    const { isSearching, showResults, results } = this.searchState;
    if (!showResults) return isSearching ? { kind: 'searching' } : { kind: 'browsing' };
    return {
      kind: 'results',
      exact: results.exactMatches.map(toHomeCard),
      partial: results.partialMatches.map(toHomeCard),
      numExactMatches: results.searchResultCount?.numExactMatches ?? results.exactMatches.length,
      refreshing: isSearching,
    };
  }

  /** The query string a home's card links with, so the home opens on the searched stay. */
  get homeLinkSearch(): string {
    return this.currentUrl;
  }
}

const sameSearch = (a: HomeSearchTerms, b: HomeSearchTerms): boolean =>
  JSON.stringify(serialiseHomeSearch(a)) === JSON.stringify(serialiseHomeSearch(b));

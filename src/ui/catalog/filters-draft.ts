import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable, observableRef } from 'mobx';
import type {
  Category,
  ListingCatalogGateway,
  SearchFilters,
  UrlSearchTerms,
} from '../../core/catalog/index.js';
import { amenityToggled, loadCategories } from '../../core/catalog/index.js';
import type { ErrorReporter } from '../../core/errors/index.js';
import type { AppError } from '../../core/shared/index.js';
import { filterTerms, searchTermsOf } from './home-search-terms.js';

// A task of its own, after the change's own paint (browsers render after an input before
// running the timers it queued): creating the request (fetch, the session's cookies) took
// 5 to 25 ms of a click at 4x CPU slowdown, before the checkbox or the panel could show.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export type MatchCount =
  | { readonly status: 'unknown' }
  | { readonly status: 'counting' }
  | { readonly status: 'counted'; readonly count: number };

export interface FiltersDraftDeps {
  readonly catalog: Pick<ListingCatalogGateway, 'countListings' | 'categories'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * The filters panel while open: the guest's choices before applying them, and how many homes
 * they would match (the listing count for the search), so "Show 12 homes" is known before the
 * search runs. Only the latest count may show; a failed count is reported and the button
 * simply shows no number (docs/product/errors.md#load-failures: search failures are reported
 * and ignored). The stay categories it offers are asked for when it first opens
 * (GET /api/categories); without them the panel offers none (docs/product/errors.md#load-failures).
 */
export class FiltersDraft {
  filters: SearchFilters = {};
  /** The stay categories to choose from. */
  categories: readonly Category[] = [];
  #categoriesAsked = false;
  count: MatchCount = { status: 'unknown' };
  #base: UrlSearchTerms = {};
  /** Counts in flight: only the latest may show. */
  #counts = 0;
  readonly #deps: FiltersDraftDeps;

  constructor(deps: FiltersDraftDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { categories: observableRef });
  }

  /** Opens on the applied filters, counting over the applied search. */
  started(search: UrlSearchTerms, filters: SearchFilters): void {
    this.#base = search;
    this.filters = filters;
    void this.recount();
    if (!this.#categoriesAsked) void this.categoriesLoaded();
  }

  changed(change: Partial<SearchFilters>): void {
    this.filters = { ...this.filters, ...change };
    void this.recount();
  }

  amenityToggled(amenity: string, on: boolean): void {
    this.changed({ amenities: amenityToggled(this.filters.amenities, amenity, on) });
  }

  categoryToggled(categoryId: string, on: boolean): void {
    const rest = (this.filters.categoryIds ?? []).filter((id) => id !== categoryId);
    this.changed({ categoryIds: on ? [...rest, categoryId] : rest });
  }

  cleared(): void {
    this.changed({
      keywords: undefined,
      categoryIds: undefined,
      minRooms: undefined,
      minBathrooms: undefined,
      amenities: undefined,
      petsAllowed: undefined,
      eventsAllowed: undefined,
      isInstantBooking: undefined,
    });
  }

  /** The search with these filters instead of the applied ones. */
  get terms(): UrlSearchTerms {
    return { ...this.#base, ...filterTerms(this.filters) };
  }

  private async categoriesLoaded(): Promise<void> {
    this.#categoriesAsked = true;
    const categories = await loadCategories(this.#deps);
    this.categoriesAnswered(categories);
  }

  private categoriesAnswered(categories: readonly Category[]): void {
    this.categories = categories;
  }

  private async recount(): Promise<void> {
    this.#counts += 1;
    const run = this.#counts;
    this.count = { status: 'counting' };
    await nextTask();
    // Changed again in the meantime: only the latest choices are counted.
    if (run !== this.#counts) return;
    const answer = await this.#deps.catalog.countListings(searchTermsOf(this.terms));
    if (run === this.#counts) this.counted(answer);
  }

  private counted(answer: E.Either<AppError, { readonly numExactMatches: number }>): void {
    if (E.isRight(answer)) {
      this.count = { status: 'counted', count: answer.right.numExactMatches };
      return;
    }
    this.#deps.errors.report(answer.left, { during: 'counting matching homes' });
    this.count = { status: 'unknown' };
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable, runInAction } from 'mobx';
import { amenityToggled } from '../../core/catalog/amenity-options.rule.js';
import type { HomeSearchTerms } from '../../core/catalog/home-search-url.rule.js';
import type { ListingCatalogGateway } from '../../core/catalog/listing-catalog-gateway.port.js';
import type { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import { filterTerms, type HomeFilters, searchTermsOf } from './home-search-terms.js';

export type MatchCount =
  | { readonly status: 'unknown' }
  | { readonly status: 'counting' }
  | { readonly status: 'counted'; readonly count: number };

export interface FiltersDraftDeps {
  readonly catalog: Pick<ListingCatalogGateway, 'countListings'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * The filters panel while open: the guest's choices before applying them, and how many
 * homes they would match (GET /api/listings/search-count), so "Show 12 homes" is known
 * before the search runs. Only the latest count may show; a failed count is reported and
 * the button simply shows no number (SPEC 8: search failures are reported and ignored).
 */
export class FiltersDraft {
  filters: HomeFilters = {};
  count: MatchCount = { status: 'unknown' };
  private base: HomeSearchTerms = {};
  private latest: object | null = null;

  constructor(private readonly deps: FiltersDraftDeps) {
    makeAutoObservable<FiltersDraft, 'deps' | 'latest' | 'base'>(this, {
      deps: false,
      latest: false,
      base: false,
    });
  }

  /** Opens on the applied filters, counting over the applied search. */
  started(search: HomeSearchTerms, filters: HomeFilters): void {
    this.base = search;
    this.filters = filters;
    void this.recount();
  }

  changed(change: Partial<HomeFilters>): void {
    this.filters = { ...this.filters, ...change };
    void this.recount();
  }

  amenityToggled(amenity: string, on: boolean): void {
    this.changed({ amenities: amenityToggled(this.filters.amenities, amenity, on) });
  }

  cleared(): void {
    this.changed({
      minRooms: undefined,
      minBathrooms: undefined,
      amenities: undefined,
      petsAllowed: undefined,
      eventsAllowed: undefined,
      isInstantBooking: undefined,
    });
  }

  /** The search with these filters instead of the applied ones. */
  get terms(): HomeSearchTerms {
    return { ...this.base, ...filterTerms(this.filters) };
  }

  private async recount(): Promise<void> {
    const run = {};
    this.latest = run;
    this.count = { status: 'counting' };
    const answer = await this.deps.catalog.countListings(searchTermsOf(this.terms));
    if (this.latest !== run) return;
    runInAction(() => {
      if (E.isRight(answer)) {
        this.count = { status: 'counted', count: answer.right.numExactMatches };
        return;
      }
      this.deps.errors.report(answer.left, { during: 'counting matching homes' });
      this.count = { status: 'unknown' };
    });
  }
}

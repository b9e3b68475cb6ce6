import { makeAutoObservable, observable } from 'mobx';
import type { StayPrice } from '../../core/catalog/index.js';
import { stayPricingRefusal } from '../../core/catalog/index.js';
import type { ErrorReporter } from '../../core/errors/index.js';
import type { InstantPricingQuery, LoadInstantPricingDeps, StayTotal } from '../../core/listing/index.js';
import { stayNights } from '../../core/pricing/index.js';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from '../../core/shared/index.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// The pricing rules load with the first stay searched (most visits to /listings have no
// dates), retried as route views are (docs/product/routes.md#scroll-and-lazy-views).
const loadStayTotal = () =>
  retry(() => import('../../core/listing/stay-total.use-case.js'), {
    retries: LAZY_VIEW_RETRIES,
    delayMs: LAZY_VIEW_RETRY_DELAY_MS,
    sleep,
  });

export interface StayPricesDeps extends LoadInstantPricingDeps {
  readonly errors: Pick<ErrorReporter, 'report'>;
}

const NO_STAY: StayPrice = { status: 'no-stay' };
const PRICING: StayPrice = { status: 'pricing' };

const keyOf = (query: InstantPricingQuery): string =>
  [
    query.startDate,
    query.endDate,
    query.adultCount,
    query.childCount,
    query.infantCount,
    query.petCount,
  ].join('|');

/**
 * The all-in price of each home for the searched dates
 * (docs/host/decisions.md#homes-availability-and-prices: prices all-in wherever dates are
 * known). Search answers carry no stay price, so each card asks for its home's instant price
 * when it is shown: with a virtualised list that is the few on screen, not every match.
 * Prices are kept for the stay; a new stay starts afresh.
 */
export class StayPrices {
  private query: InstantPricingQuery | null = null;
  private readonly prices = observable.map<string, StayPrice>();
  readonly #deps: StayPricesDeps;

  constructor(deps: StayPricesDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  /** The stay searched now, or null without dates (cards then show their 'from' price). */
  stayChanged(query: InstantPricingQuery | null): void {
    if ((query && keyOf(query)) === (this.query && keyOf(this.query))) return;
    this.query = query;
    this.prices.clear();
    // Cards are on their way: their prices' code comes down beside the search.
    if (query) loadStayTotal().catch(() => undefined);
  }

  priceOf(listingId: string): StayPrice {
    if (!this.query) return NO_STAY;
    return this.prices.get(listingId) ?? PRICING;
  }

  /**
   * A card came on screen: its home's price is asked for, unless the host would refuse it (a
   * near match whose unmet terms the stay cannot do without): the card then says why at once.
   */
  async cardShown(listingId: string, unmetTerms: readonly string[] = []): Promise<void> {
    const query = this.query;
    if (!query || this.prices.has(listingId)) return;
    const refusal = stayPricingRefusal(unmetTerms, query);
    if (refusal !== null) {
      this.prices.set(listingId, { status: 'unpriced', message: refusal });
      return;
    }
    this.prices.set(listingId, PRICING);
    const priced = await loadStayTotal().then(
      ({ stayTotal }) => stayTotal(this.#deps, listingId, query),
      // Without the pricing code the card keeps its 'from' price, as with a failed price.
      (): StayTotal => ({ total: null, message: null }),
    );
    this.priced(listingId, query, priced);
  }

  private priced(listingId: string, query: InstantPricingQuery, priced: StayTotal): void {
    // An answer that could not be read is a broken contract for whoever runs the host.
    if (priced.total === null && priced.error)
      this.#deps.errors.report(priced.error, { during: 'pricing a stay' });
    if (this.query !== query) return; // the guest changed the stay meanwhile
    this.prices.set(
      listingId,
      priced.total === null
        ? { status: 'unpriced', message: priced.message }
        : { status: 'priced', total: priced.total, nights: stayNights(query) },
    );
  }
}

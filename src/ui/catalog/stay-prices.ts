import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { InstantPricingQuery } from '../../core/listing/listing-gateway.port.js';
import { listingPricingCents } from '../../core/listing/listing-pricing.entity.js';
import {
  type LoadInstantPricingDeps,
  loadInstantPricing,
} from '../../core/listing/load-instant-pricing.use-case.js';
import { listingTotal } from '../../core/pricing/listing-total.rule.js';
import { type Cents, cents } from '../../core/shared/money.js';

/** A card's price for the stay being searched. */
export type StayPrice =
  | { readonly status: 'no-stay' }
  | { readonly status: 'pricing' }
  | { readonly status: 'priced'; readonly total: Cents }
  | { readonly status: 'unpriced'; readonly message: string | null };

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
 * The all-in price of each home for the searched dates (DECISIONS: prices all-in wherever
 * dates are known). Search answers carry no stay price, so each card asks for its home's
 * instant price when it is shown: with a virtualised list that is the few on screen, not
 * every match. Prices are kept for the stay; a new stay starts afresh.
 */
export class StayPrices {
  private query: InstantPricingQuery | null = null;
  private readonly prices = observable.map<string, StayPrice>();

  constructor(private readonly deps: LoadInstantPricingDeps) {
    makeAutoObservable<StayPrices, 'deps'>(this, { deps: false });
  }

  /** The stay searched now, or null without dates (cards then show their 'from' price). */
  stayChanged(query: InstantPricingQuery | null): void {
    if ((query && keyOf(query)) === (this.query && keyOf(this.query))) return;
    this.query = query;
    this.prices.clear();
  }

  priceOf(listingId: string): StayPrice {
    if (!this.query) return NO_STAY;
    return this.prices.get(listingId) ?? PRICING;
  }

  async cardShown(listingId: string): Promise<void> {
    const query = this.query;
    if (!query || this.prices.has(listingId)) return;
    this.prices.set(listingId, PRICING);
    const result = await loadInstantPricing(this.deps, listingId, query);
    runInAction(() => {
      if (this.query !== query) return; // the guest changed the stay meanwhile
      const { pricing, errorMessage } = result.instantPricing;
      this.prices.set(
        listingId,
        !result.instantPriceFailed && pricing
          ? { status: 'priced', total: allInTotal(pricing) }
          : { status: 'unpriced', message: errorMessage ?? null },
      );
    });
  }
}

/** SPEC 9's listing total for a card: no adjustments, promo codes or coordination before booking. */
const allInTotal = (pricing: Parameters<typeof listingPricingCents>[0]): Cents =>
  listingTotal({ ...listingPricingCents(pricing), adjustments: [], promos: [], coordination: cents(0) });

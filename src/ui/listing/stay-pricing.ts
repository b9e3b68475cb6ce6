import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { type AnalyticsEvent, AnalyticsSink, trackEvent } from '../../core/analytics/index.js';
import type { HomeSeen } from '../../core/booking/index.js';
import {
  bookingPanelViewed,
  bookingPriceShown,
  type ListingActions,
  listingActions,
  partyBounds,
  type StayChoice,
  stayAsTerms,
  stayFromAddress,
  stayProblem,
  stayQuery,
} from '../../core/booking/index.js';
import { parseListingSearch, withListingSearch } from '../../core/catalog/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { UserInterestSearch } from '../../core/interest/index.js';
import { dayOf, ItineraryGateway, itineraryDates } from '../../core/itinerary/index.js';
import type { GuestCounts, GuestKind, ListingDetails } from '../../core/listing/index.js';
import { type InstantPricingResult, ListingGateway, loadInstantPricing } from '../../core/listing/index.js';
import { MarketGateway } from '../../core/market/index.js';
import { type ListingPriceBreakdown, listingPriceBreakdown } from '../../core/pricing/index.js';
import type { PromoCode } from '../../core/promo/index.js';
import { Clock } from '../../core/time/index.js';
import type { PromoFieldCheck } from '../booking/promo-field.js';
import { inject } from '../di/inject.js';

export type PanelPrice =
  | { readonly status: 'no-stay' }
  | { readonly status: 'pricing' }
  | { readonly status: 'priced'; readonly result: InstantPricingResult };

interface Deps {
  readonly listings: Pick<ListingGateway, 'instantPricing'>;
  readonly markets: Pick<MarketGateway, 'market'>;
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary'>;
  readonly errors: ErrorReporter;
  readonly clock: Clock;
  readonly analytics: AnalyticsSink;
}

/**
 * The home and the stay a panel books (stay-choice.rule.ts): the stay read from the address
 * (else the trip's dates) on every opening and written back to it, never stored beside it; its
 * instant price and breakdown; whether the home's market has a services catalog.
 */
@injectable()
export class StayPricing {
  home: ListingDetails | null = null;
  itineraryId: string | null = null;
  stay: StayChoice = stayFromAddress({}, null);
  price: PanelPrice = { status: 'no-stay' };
  /** The home's market has a services catalog: unknown (null) reads as yes, the common case. */
  servicesCatalog: boolean | null = null;
  #search = '';
  #shown: string | null = null;
  readonly #deps: Deps;

  constructor(
    @inject(ListingGateway) listings: Deps['listings'],
    @inject(MarketGateway) markets: Deps['markets'],
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
    @inject(AnalyticsSink) analytics: AnalyticsSink,
  ) {
    this.#deps = { listings, markets, itineraries, errors, clock, analytics };
    makeAutoObservable(this, { home: observableRef }, { autoBind: true });
  }

  /** The opening this address is, or null when it is the one on screen already. */
  opening(home: ListingDetails, search: string, itineraryId: string | null): string | null {
    const key = `${home.objectId}?${search}#${itineraryId ?? ''}`;
    if (this.#shown === key) return null;
    if (this.home?.objectId !== home.objectId)
      this.track(bookingPanelViewed(home.objectId, home.bookingSetting));
    this.#shown = key;
    this.home = home;
    this.#search = search;
    this.itineraryId = itineraryId;
    return key;
  }

  isShown(key: string): boolean {
    return this.#shown === key;
  }

  /** The stay read from the address (else the trip's dates), priced with the codes applied. */
  async read(key: string, codes: readonly PromoCode[]): Promise<void> {
    const home = this.home;
    if (!home) return;
    const tripDates = this.itineraryId ? await this.tripDates(this.itineraryId) : null;
    if (!this.isShown(key)) return;
    this.stayRead(stayFromAddress(parseListingSearch(this.#search), tripDates));
    await Promise.all([this.priced(key, codes), this.marketRead(home)]);
  }

  /** What the panel shows the guest: the priced stay and the search the address carries. */
  get seen(): HomeSeen {
    const { startDate, endDate } = this.stay;
    const result = this.price.status === 'priced' ? this.price.result : null;
    const pricing = result && !result.instantPriceFailed ? result.instantPricing.pricing : null;
    const estimate =
      pricing && startDate && endDate ? { checkInDate: startDate, checkOutDate: endDate, pricing } : null;
    return { estimate, search: parseListingSearch(this.#search) };
  }

  /** Why the stay cannot be booked as chosen, or null. */
  get problem(): string | null {
    return this.home ? stayProblem(this.home, this.stay, this.today) : null;
  }

  /** The first day a stay may start (today where the guest is). */
  get today(): string {
    return dayOf(this.#deps.clock.now());
  }

  get bounds() {
    return partyBounds(this.home ?? {}, this.stay.party);
  }

  get actions(): ListingActions {
    const reliability = this.price.status === 'priced' ? this.price.result.instantPricing.reliability : null;
    return listingActions(this.home?.bookingSetting, reliability);
  }

  /** The whole price, these codes taken off, when the host priced the stay. */
  breakdown(codes: readonly PromoCode[]): ListingPriceBreakdown | null {
    if (this.price.status !== 'priced' || this.price.result.instantPriceFailed) return null;
    const pricing = this.price.result.instantPricing.pricing;
    if (!pricing || !this.stay.startDate || !this.stay.endDate) return null;
    return listingPriceBreakdown({
      pricing,
      promoCodes: codes,
      stay: { startDate: this.stay.startDate, endDate: this.stay.endDate },
    });
  }

  /** What a promo code typed in the panel is checked against: this home, this stay, its subtotal. */
  promoCheck(userId: string | null, applied: readonly PromoCode[]): PromoFieldCheck | null {
    if (!this.home) return null;
    return {
      userId,
      subtotal: this.breakdown(applied)?.total ?? null,
      applied,
      appliedToType: 'Homes',
      appliedToID: this.home.objectId,
      startDate: this.stay.startDate,
      endDate: this.stay.endDate,
    };
  }

  /** What the reservation overlay shows interests for: the home's market and the stay. */
  get overlayInterests(): UserInterestSearch | null {
    const market = this.home?.market?.objectId;
    return market
      ? { market, startDate: this.stay.startDate, endDate: this.stay.endDate, ...this.stay.party }
      : null;
  }

  /** The address for a new stay: the page navigates there and opens again. */
  searchFor(change: Partial<StayChoice>): string {
    return withListingSearch(this.#search, stayAsTerms({ ...this.stay, ...change }));
  }

  /** The address with one guest count changed, within the home's bounds. */
  searchWithGuests(kind: GuestKind, count: number): string {
    const { min, max } = this.bounds[kind];
    const party: GuestCounts = {
      ...this.stay.party,
      [kind]: Math.min(max, Math.max(min, Math.round(count))),
    };
    return this.searchFor({ party });
  }

  private stayRead(stay: StayChoice): void {
    this.stay = stay;
  }

  private async tripDates(itineraryId: string) {
    const trip = await this.#deps.itineraries.guestItinerary(itineraryId);
    if (E.isLeft(trip)) return null;
    const { arrivalDate, departureDate } = itineraryDates(trip.right);
    const start = arrivalDate?.slice(0, 10);
    const end = departureDate?.slice(0, 10);
    return start && end && end > start ? { startDate: start, endDate: end } : null;
  }

  private async priced(key: string, codes: readonly PromoCode[]): Promise<void> {
    const query = stayQuery(this.stay);
    if (!this.home || !query || this.problem) {
      this.priceChanged({ status: 'no-stay' });
      return;
    }
    this.priceChanged({ status: 'pricing' });
    const result = await loadInstantPricing(this.#deps, this.home.objectId, query);
    if (!this.isShown(key)) return;
    if (result.error) this.#deps.errors.report(result.error, { during: 'pricing a stay' });
    this.priceChanged({ status: 'priced', result });
    const breakdown = this.breakdown(codes);
    const nights = breakdown?.nights ?? 0;
    const reliability = result.instantPricing.reliability;
    this.track(bookingPriceShown(this.home.objectId, nights, reliability, breakdown?.total ?? null));
  }

  private priceChanged(price: PanelPrice): void {
    this.price = price;
  }

  /** Whether the home's market has a services catalog (a confirmation offers 'Explore Services' there). */
  private async marketRead(home: ListingDetails): Promise<void> {
    const marketId = home.market?.objectId;
    if (!marketId) return;
    const market = await this.#deps.markets.market(marketId);
    if (E.isLeft(market)) {
      this.#deps.errors.report(market.left, { during: 'loading a home’s market' });
      return;
    }
    this.marketLoaded(market.right.hasServicesCatalog ?? null);
  }

  private marketLoaded(servicesCatalog: boolean | null): void {
    this.servicesCatalog = servicesCatalog;
  }

  private track(event: AnalyticsEvent): void {
    trackEvent(this.#deps.analytics, event);
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/analytics-sink.port.js';
import type { BookingState } from '../../core/booking/booking-state.entity.js';
import type { BookingStateValues } from '../../core/booking/booking-state-fields.rule.js';
import { emptyBookingState } from '../../core/booking/booking-state-fields.rule.js';
import {
  type ListingAction,
  type ListingActions,
  listingActions,
} from '../../core/booking/listing-actions.rule.js';
import {
  bookingActionChosen,
  bookingOutcome,
  bookingPanelViewed,
  bookingPriceShown,
} from '../../core/booking/listing-booking-events.rule.js';
import { ListingBookingGateway } from '../../core/booking/listing-booking-gateway.port.js';
import {
  clearPendingAction,
  listingBookingStateId,
  readPendingAction,
} from '../../core/booking/pending-booking-action.rule.js';
import {
  bookingStateTransition,
  clearBookingState,
  readBookingState,
  saveBookingStateField,
} from '../../core/booking/persisted-booking-state.use-case.js';
import type { ListingBookingOutcome } from '../../core/booking/request-listing-price.use-case.js';
import { requestListingPrice } from '../../core/booking/request-listing-price.use-case.js';
import type { ReserveError } from '../../core/booking/reserve-error.rule.js';
import { reserveListing } from '../../core/booking/reserve-listing.use-case.js';
import { type BookingResult, reserveErrorOf } from '../../core/booking/reserve-result.js';
import { saveListingForLater } from '../../core/booking/save-listing-for-later.use-case.js';
import {
  partyBounds,
  type StayChoice,
  stayAsTerms,
  stayFromAddress,
  stayProblem,
  stayQuery,
} from '../../core/booking/stay-choice.rule.js';
import { parseListingSearch, withListingSearch } from '../../core/catalog/listing-search-url.rule.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { UserInterestSearch } from '../../core/interest/user-interest-search.model.js';
import { ItineraryGateway } from '../../core/itinerary/itinerary-gateway.port.js';
import { ItineraryItemGateway } from '../../core/itinerary/itinerary-item-gateway.port.js';
import { itineraryDates } from '../../core/itinerary/itinerary-summary.entity.js';
import { type GuestCounts, type GuestKind } from '../../core/listing/guest-limits.rule.js';
import type { ListingDetails } from '../../core/listing/listing-details.entity.js';
import { ListingGateway } from '../../core/listing/listing-gateway.port.js';
import type { ListingItem } from '../../core/listing/listing-item.entity.js';
import { dayOf } from '../../core/listing/listing-stay.rule.js';
import {
  type InstantPricingResult,
  loadInstantPricing,
} from '../../core/listing/load-instant-pricing.use-case.js';
import { MarketGateway } from '../../core/market/market-gateway.port.js';
import { ExternalNavigation } from '../../core/navigation/external-navigation.port.js';
import { NotificationSink } from '../../core/notifications/notification-sink.port.js';
import type { CreditCard } from '../../core/payment/credit-card.entity.js';
import { PaymentGateway } from '../../core/payment/payment-gateway.port.js';
import { PaymentProvider } from '../../core/payment/payment-provider.port.js';
import {
  type ListingPriceBreakdown,
  listingPriceBreakdown,
} from '../../core/pricing/listing-price-breakdown.rule.js';
import type { PromoCode } from '../../core/promo/promo-code.entity.js';
import { PromoCodeGateway } from '../../core/promo/promo-code-gateway.port.js';
import { initialPromoCodeState, type PromoCodeState } from '../../core/promo/promo-code-state.entity.js';
import {
  type PromoCodeEvent,
  promoCodeTransition,
  validatePromoCode,
} from '../../core/promo/promo-code-validation.use-case.js';
import { acceptedPromoCode } from '../../core/promo/promo-validation-result.entity.js';
import { redeemPromoCodes } from '../../core/promo/redeem-promo-codes.use-case.js';
import { AppConfig } from '../../core/shared/app-config.js';
import { fromCents } from '../../core/shared/money.js';
import { KeyValueStore } from '../../core/storage/key-value-store.port.js';
import { Clock } from '../../core/time/clock.port.js';
import { BookingContextsViewModel } from '../booking/booking-contexts.view-model.js';
import type { InlineCard } from '../booking/inline-card.js';
import { signInFirst } from '../booking/sign-in-first.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

export type PanelPrice =
  | { readonly status: 'no-stay' }
  | { readonly status: 'pricing' }
  | { readonly status: 'priced'; readonly result: InstantPricingResult };

/** How the guest's last action ended: the outcome's dialog, or the failure's. */
export type ActionEnd =
  | { readonly kind: 'outcome'; readonly action: ListingAction; readonly result: BookingResult<ListingItem> }
  | { readonly kind: 'failure'; readonly action: ListingAction; readonly error: ReserveError };

export const TERMS_NEEDED = 'Please confirm the reservation terms to reserve.';
export const PROMO_CHECK_FAILED = 'We could not check this promo code right now. Please try again.';
export const CARD_NEEDED = 'Choose a card on file: this home is booked and charged at once.';

/**
 * A home's booking panel (/listings/{id}, /itineraries/{id}/listing/{id}): the stay (from the
 * address, written back to it), its instant price and breakdown, promo codes, the terms and
 * the card, and the actions by booking setting (stay-choice.rule.ts, listing-actions.rule.ts).
 * Every action goes through the home's booking context and the persisted booking state, so a
 * reload or a trip through the portal keeps what the guest chose; a signed-out guest's action
 * waits for sign-in (pending-booking-action.rule.ts) and completes on return.
 */
@injectable()
export class ListingBookingViewModel {
  home: ListingDetails | null = null;
  itineraryId: string | null = null;
  stay: StayChoice = stayFromAddress({}, null);
  price: PanelPrice = { status: 'no-stay' };
  booking: BookingStateValues = emptyBookingState();
  promo: PromoCodeState = initialPromoCodeState;
  promoText = '';
  cards: readonly CreditCard[] | null = null;
  /** A card being added in the panel (its code loads when the guest asks to add one). */
  inlineCard: InlineCard | null = null;
  /** The home's market has a services catalog: unknown (null) reads as yes, the common case. */
  servicesCatalog: boolean | null = null;
  running: ListingAction | null = null;
  ended: ActionEnd | null = null;
  /** A step the guest must take before the action runs (terms, card), in words. */
  needed: string | null = null;
  #search = '';
  #pageUrl = '';
  #shown: string | null = null;
  readonly #deps: Deps;

  constructor(
    @inject(ListingGateway) listings: Deps['listings'],
    @inject(ListingBookingGateway) bookings: Deps['bookings'],
    @inject(MarketGateway) markets: Deps['markets'],
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(ItineraryItemGateway) items: Deps['items'],
    @inject(PromoCodeGateway) promoCodes: Deps['promoCodes'],
    @inject(PaymentGateway) payments: Deps['payments'],
    @inject(PaymentProvider) provider: Deps['provider'],
    @inject(KeyValueStore) store: KeyValueStore,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(AnalyticsSink) analytics: AnalyticsSink,
    @inject(NotificationSink) notifications: NotificationSink,
    @inject(ExternalNavigation) navigation: ExternalNavigation,
    @inject(AppConfig) config: AppConfig,
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(BookingContextsViewModel) contexts: BookingContextsViewModel,
    @inject(Clock) clock: Clock,
  ) {
    this.#deps = {
      listings,
      bookings,
      markets,
      itineraries,
      items,
      promoCodes,
      payments,
      provider,
      store,
      errors,
      analytics,
      notifications,
      navigation,
      config,
      shell,
      contexts,
      clock,
    };
    makeAutoObservable(
      this,
      { home: observableRef, cards: observableRef, ended: observableRef, inlineCard: observableRef },
      { autoBind: true },
    );
  }

  get #ids() {
    const user = this.#deps.shell.session;
    return {
      bookingStateId: this.home ? listingBookingStateId(this.home.objectId) : null,
      userId: user.status === 'authenticated' ? user.user.objectId : null,
    };
  }

  get signedIn(): boolean {
    return this.#deps.shell.isLoggedIn;
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

  /** The whole price, promo codes taken off, when the host priced the stay. */
  get breakdown(): ListingPriceBreakdown | null {
    if (this.price.status !== 'priced' || this.price.result.instantPriceFailed) return null;
    const pricing = this.price.result.instantPricing.pricing;
    if (!pricing || !this.stay.startDate || !this.stay.endDate) return null;
    return listingPriceBreakdown({
      pricing,
      promoCodes: this.promoCodes,
      stay: { startDate: this.stay.startDate, endDate: this.stay.endDate },
    });
  }

  get promoCodes(): readonly PromoCode[] {
    return (this.booking.promoCodes ?? []) as readonly PromoCode[];
  }

  /** What the reservation overlay shows interests for: the home's market and the stay. */
  get overlayInterests(): UserInterestSearch | null {
    const market = this.home?.market?.objectId;
    return market
      ? { market, startDate: this.stay.startDate, endDate: this.stay.endDate, ...this.stay.party }
      : null;
  }

  /**
   * The page shows this home for this address (and trip): the stay is read from the address,
   * else the trip's dates; the booking state kept for the home is read back; an action the
   * guest chose before signing in runs now.
   */
  async opened(
    home: ListingDetails,
    search: string,
    itineraryId: string | null,
    /** The page's own address: where the portal brings a guest back after sign-in. */
    pageUrl: string,
  ): Promise<void> {
    this.#pageUrl = pageUrl;
    const key = `${home.objectId}?${search}#${itineraryId ?? ''}`;
    if (this.#shown === key) return;
    const first = this.home?.objectId !== home.objectId;
    this.#shown = key;
    this.shown(home, search, itineraryId);
    if (first) this.track(bookingPanelViewed(home.objectId, home.bookingSetting));
    const tripDates = itineraryId ? await this.tripDates(itineraryId) : null;
    if (this.#shown !== key) return;
    this.stayRead(stayFromAddress(parseListingSearch(search), tripDates));
    await Promise.all([this.priced(key), this.#deps.contexts.ready(this.signedIn), this.marketRead(home)]);
    if (this.#shown !== key) return;
    const pending = readPendingAction(this.#deps.store, listingBookingStateId(home.objectId));
    if (pending && this.signedIn) await this.chose(pending);
  }

  private shown(home: ListingDetails, search: string, itineraryId: string | null): void {
    this.home = home;
    this.#search = search;
    this.itineraryId = itineraryId;
    this.booking = bookingStateTransition(this.booking, {
      type: 'opened',
      values: readBookingState(this.#deps, this.#ids),
    });
  }

  // The stay is the address's: it is read from there on every opening, never stored beside it.
  private stayRead(stay: StayChoice): void {
    this.stay = stay;
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

  private async tripDates(itineraryId: string) {
    const trip = await this.#deps.itineraries.guestItinerary(itineraryId);
    if (E.isLeft(trip)) return null;
    const { arrivalDate, departureDate } = itineraryDates(trip.right);
    const start = arrivalDate?.slice(0, 10);
    const end = departureDate?.slice(0, 10);
    return start && end && end > start ? { startDate: start, endDate: end } : null;
  }

  private async priced(key: string): Promise<void> {
    const query = stayQuery(this.stay);
    if (!this.home || !query || this.problem) {
      this.priceChanged({ status: 'no-stay' });
      return;
    }
    this.priceChanged({ status: 'pricing' });
    const result = await loadInstantPricing(this.#deps, this.home.objectId, query);
    if (this.#shown !== key) return;
    if (result.error) this.#deps.errors.report(result.error, { during: 'pricing a stay' });
    this.priceChanged({ status: 'priced', result });
    const total = this.breakdown?.total ?? null;
    this.track(bookingPriceShown(this.home.objectId, this.nights, result.instantPricing.reliability, total));
  }

  private priceChanged(price: PanelPrice): void {
    this.price = price;
  }

  get nights(): number {
    return this.breakdown?.nights ?? 0;
  }

  /** The address for a new stay: the page navigates there and opens again. */
  searchFor(change: Partial<StayChoice>): string {
    const stay = { ...this.stay, ...change };
    return withListingSearch(this.#search, stayAsTerms(stay));
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

  termsToggled(confirmed: boolean): void {
    this.saveField('didConfirmTerms', confirmed);
    this.saveField('confirmedTermsMethod', confirmed ? 'checkbox' : null);
    if (confirmed && this.needed === TERMS_NEEDED) this.needed = null;
  }

  cardChosen(cardId: string): void {
    this.saveField('cardId', cardId);
    if (this.needed === CARD_NEEDED) this.needed = null;
  }

  promoTyped(text: string): void {
    this.promoText = text;
  }

  /** Checks the typed code with the host; an accepted one joins the stay's codes and its discount shows. */
  async promoApplied(): Promise<void> {
    const name = this.promoText.trim();
    const home = this.home;
    const subtotal = this.breakdown?.total;
    if (!home || !name || this.promo.validatingPromoCode) return;
    this.applyPromo({ type: 'validation-started' });
    const answer = await validatePromoCode(this.#deps, {
      userId: this.#ids.userId,
      subtotal: subtotal === undefined ? 0 : fromCents(subtotal),
      promoCodeName: name,
      otherAppliedCodes: this.promoCodes.flatMap((code) => (code.name ? [code.name] : [])),
      appliedToType: 'Homes',
      appliedToID: home.objectId,
      stayStartDate: this.stay.startDate,
      stayEndDate: this.stay.endDate,
    });
    if (E.isLeft(answer)) {
      // A refusal is the host's words; anything else (no network, an odd answer) is ours to report.
      const refused = answer.left.kind === 'promo' || answer.left.hostMessage !== undefined;
      if (!refused) this.#deps.errors.report(answer.left, { during: 'validating a promo code' });
      this.applyPromo({
        type: 'refused',
        message: refused ? (answer.left.hostMessage ?? answer.left.message) : PROMO_CHECK_FAILED,
      });
      return;
    }
    this.promoAccepted(acceptedPromoCode(answer.right));
  }

  private promoAccepted(code: PromoCode | null): void {
    this.applyPromo({ type: 'accepted' });
    if (code && !this.promoCodes.some((applied) => applied.objectId === code.objectId)) {
      this.saveField('promoCodes', [...this.promoCodes, code]);
    }
    this.promoText = '';
  }

  promoRemoved(objectId: string): void {
    this.saveField(
      'promoCodes',
      this.promoCodes.filter((code) => code.objectId !== objectId),
    );
  }

  private applyPromo(event: PromoCodeEvent): void {
    this.promo = promoCodeTransition(this.promo, event);
  }

  /** The guest chose an action: what it needs first is asked for, then it runs. */
  async chose(action: ListingAction): Promise<void> {
    const home = this.home;
    if (!home || this.running) return;
    this.ended = null;
    this.track(bookingActionChosen(home.objectId, action, this.signedIn));
    if (this.problem) {
      this.needed = this.problem;
      return;
    }
    this.needed = null;
    if (action === 'reserve' && !this.booking.didConfirmTerms) {
      this.needed = TERMS_NEEDED;
      return;
    }
    if (!this.signedIn) {
      await this.signInFirst(home, action);
      return;
    }
    if (action === 'reserve' && this.actions.needsCard && !(await this.cardReady())) return;
    await this.run(home, action);
  }

  /** The guest's cards, loaded once; a card is chosen when the guest has one and chose none. */
  private async cardReady(): Promise<boolean> {
    const userId = this.#ids.userId;
    if (!userId) return false;
    if (this.cards === null) {
      const cards = await this.#deps.payments.creditCards(userId);
      if (E.isLeft(cards)) this.#deps.errors.report(cards.left, { during: 'loading cards on file' });
      this.cardsLoaded(E.isRight(cards) ? cards.right : []);
    }
    const chosen = this.cards?.some((card) => card.cardId === this.booking.cardId) ?? false;
    if (!chosen) this.neededChanged(CARD_NEEDED);
    return chosen;
  }

  /** The guest asks to add a card here: the card form's code and the provider load now. */
  async cardFormOpened(): Promise<void> {
    if (this.inlineCard) return;
    const { InlineCard } = await import('../booking/inline-card.js');
    const { payments, provider, markets, notifications, errors, config } = this.#deps;
    this.inlineCardChanged(
      new InlineCard({
        payments,
        provider,
        markets,
        notifications,
        errors,
        publishableKey: config.paymentPublishableKey,
      }),
    );
  }

  cardFormClosed(): void {
    this.inlineCard = null;
  }

  /** Adds the card typed in the panel; once stored it is on the list and chosen. */
  async cardFormSubmitted(): Promise<void> {
    const userId = this.#ids.userId;
    if (!this.inlineCard || !userId) return;
    const card = await this.inlineCard.submitted(userId);
    if (card) this.cardAdded(card);
  }

  private cardAdded(card: CreditCard): void {
    this.cards = [...(this.cards ?? []), card];
    this.inlineCard = null;
    this.cardChosen(card.cardId);
  }

  private inlineCardChanged(card: InlineCard | null): void {
    this.inlineCard = card;
  }

  private neededChanged(needed: string | null): void {
    this.needed = needed;
  }

  private cardsLoaded(cards: readonly CreditCard[]): void {
    this.cards = cards;
  }

  /** The action waits for the portal (ui/booking/sign-in-first.ts) and runs on return. */
  private signInFirst(home: ListingDetails, action: ListingAction): Promise<void> {
    return signInFirst(this.#deps, {
      item: this.item(home),
      state: this.hostState(),
      bookingStateId: listingBookingStateId(home.objectId),
      action,
      pageUrl: this.#pageUrl,
    });
  }

  private async run(home: ListingDetails, action: ListingAction): Promise<void> {
    this.runningChanged(action);
    const context = await this.#deps.contexts.saved(this.item(home), this.hostState(), { anonymous: false });
    const itemBookingContext = E.isRight(context) ? context.right.objectId : null;
    const targetEntityIds = this.itineraryId ? { itineraryId: this.itineraryId } : {};
    const outcome = await this.outcomeOf(home, action, itemBookingContext, targetEntityIds);
    if (E.isLeft(outcome) && outcome.left.kind === 'unauthorized') {
      // The host no longer knows the session (it ended, or the guest signed out elsewhere):
      // the guest is signed out, so the action waits for sign-in as a signed-out guest's does
      // (docs/product/flows.md#service-booking: the action runs on return, as for homes).
      this.runningChanged(null);
      await this.signInFirst(home, action);
      return;
    }
    clearPendingAction(this.#deps.store, listingBookingStateId(home.objectId));
    if (E.isRight(outcome) && action === 'reserve' && this.promoCodes.length > 0) {
      await redeemPromoCodes(this.#deps, {
        itineraryId: outcome.right.itinerary.objectId,
        itemId: outcome.right.item.objectId,
        promoCodeIds: this.promoCodes.map((code) => code.objectId),
      });
    }
    this.finished(home, action, outcome);
  }

  private outcomeOf(
    home: ListingDetails,
    action: ListingAction,
    itemBookingContext: string | null,
    targetEntityIds: { readonly itineraryId?: string },
  ): Promise<ListingBookingOutcome> {
    const deps = { bookings: this.#deps.bookings, errors: this.#deps.errors };
    if (action === 'save-for-later')
      return saveListingForLater(deps, { listingId: home.objectId, itemBookingContext, targetEntityIds });
    if (action === 'request-price') {
      const shell = this.#deps.shell;
      return requestListingPrice(deps, {
        listingId: home.objectId,
        itemBookingContext,
        productLine: (shell.productLine as never) ?? null,
        partner: shell.partner?.name ?? null,
        leadSource: null,
        targetEntityIds,
      });
    }
    return reserveListing(deps, {
      listingId: home.objectId,
      itemBookingContext,
      targetEntityIds,
      bookingSetting: home.bookingSetting,
      hasCardOnFile: Boolean(this.booking.cardId),
      marketHasServicesCatalog: this.servicesCatalog !== false,
    });
  }

  private runningChanged(action: ListingAction | null): void {
    this.running = action;
  }

  private finished(home: ListingDetails, action: ListingAction, outcome: ListingBookingOutcome): void {
    this.running = null;
    if (E.isRight(outcome)) {
      this.ended = { kind: 'outcome', action, result: outcome.right };
      this.track(bookingOutcome(home.objectId, action, { outcome: outcome.right.outcome }));
      // The booking is made: the next visit starts afresh (docs/product/flows.md#clearing-booking-state).
      clearBookingState(this.#deps, this.#ids);
      this.booking = bookingStateTransition(this.booking, { type: 'cleared' });
      return;
    }
    const error = reserveErrorOf(outcome.left);
    this.ended = { kind: 'failure', action, error };
    this.track(bookingOutcome(home.objectId, action, { errorType: error.type }));
  }

  endDismissed(): void {
    this.ended = null;
  }

  private item(home: ListingDetails) {
    return { itemId: home.objectId, itemType: 'Listing' as const };
  }

  /** What the host's booking context holds: the stay, the party, the codes and the terms. */
  private hostState(): BookingState {
    const { party, startDate, endDate } = this.stay;
    return {
      itemStartDate: startDate,
      itemEndDate: endDate,
      ...party,
      promoCodes: [...this.promoCodes],
      didConfirmTerms: this.booking.didConfirmTerms,
      confirmedTermsMethod: this.booking.confirmedTermsMethod,
      cardId: this.booking.cardId,
    };
  }

  private saveField<F extends keyof BookingStateValues>(field: F, value: unknown): void {
    const saved = saveBookingStateField(this.#deps, this.#ids, field, value);
    if (E.isRight(saved)) {
      this.booking = bookingStateTransition(this.booking, {
        type: 'field-saved',
        field,
        value: saved.right,
      } as never);
    }
  }

  private track({
    event,
    properties,
  }: {
    event: string;
    properties: Readonly<Record<string, unknown>>;
  }): void {
    this.#deps.analytics.track(event, properties);
  }
}

interface Deps {
  readonly listings: Pick<ListingGateway, 'instantPricing'>;
  readonly bookings: Pick<
    ListingBookingGateway,
    'requestListingPrice' | 'reserveListing' | 'saveListingForLater'
  >;
  readonly markets: Pick<MarketGateway, 'market' | 'countries'>;
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary'>;
  readonly items: Pick<ItineraryItemGateway, 'redeemPromoCodes'>;
  readonly promoCodes: Pick<PromoCodeGateway, 'validatePromoCode'>;
  readonly payments: Pick<PaymentGateway, 'creditCards' | 'clientSecret' | 'addCreditCard'>;
  readonly provider: Pick<PaymentProvider, 'load' | 'createCardWidget' | 'confirmCardSetup'>;
  readonly store: KeyValueStore;
  readonly errors: ErrorReporter;
  readonly analytics: AnalyticsSink;
  readonly notifications: NotificationSink;
  readonly navigation: ExternalNavigation;
  readonly config: AppConfig;
  readonly shell: ShellViewModel;
  readonly contexts: BookingContextsViewModel;
  readonly clock: Clock;
}

import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { type AnalyticsEvent, AnalyticsSink, trackEvent } from '../../core/analytics/index.js';
import {
  type BookingResult,
  type BookingStateValues,
  bookingActionChosen,
  bookingOutcome,
  type ListingAction,
  type ListingActions,
  type ListingBookingOutcome,
  listingBookingStateId,
  reserveErrorOf,
} from '../../core/booking/index.js';
import type { ReserveError } from '../../core/booking-terms/index.js';
import type { ListingItem } from '../../core/itinerary/index.js';
import type { ListingDetails } from '../../core/listing/index.js';
import type { ListingPriceBreakdown } from '../../core/pricing/index.js';
import { PromoField } from '../booking/promo-field.js';
import { SignInWait } from '../booking/sign-in-wait.js';
import type { TripChoiceField } from '../booking/trip-choice-field.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { HomeActions } from './home-actions.js';
import { HomeCards } from './home-cards.js';
import { HomeChoices } from './home-choices.js';
import { StayPricing } from './stay-pricing.js';

/** How the guest's last action ended: the outcome's dialog, or the failure's. */
export type ActionEnd =
  | { readonly kind: 'outcome'; readonly action: ListingAction; readonly result: BookingResult<ListingItem> }
  | { readonly kind: 'failure'; readonly action: ListingAction; readonly error: ReserveError };

export const TERMS_NEEDED = 'Please confirm the reservation terms to reserve.';
export const CARD_NEEDED = 'Choose a card on file: this home is booked and charged at once.';

/**
 * A home's booking panel (/listings/{id}, /itineraries/{id}/listing/{id}): the stay and its
 * price (pricing), the terms, card and codes chosen (choices, promo, cards), and the actions by
 * booking setting (listing-actions.rule.ts). An action runs the core's one path for homes
 * (bookHome, through actions); a signed-out guest's waits for sign-in (SignInWait) and
 * completes on return, as does one the host refused because the session had ended.
 */
@injectable()
export class ListingBookingViewModel {
  running: ListingAction | null = null;
  ended: ActionEnd | null = null;
  /** A step the guest must take before the action runs (terms, card), in words. */
  needed: string | null = null;
  #pageUrl = '';

  constructor(
    @inject(StayPricing) readonly pricing: StayPricing,
    @inject(HomeChoices) readonly choices: HomeChoices,
    @inject(PromoField) readonly promo: PromoField,
    @inject(HomeCards) readonly cards: HomeCards,
    @inject(HomeActions) private readonly actionsPath: HomeActions,
    @inject(SignInWait) private readonly signIn: SignInWait,
    @inject(ShellViewModel) private readonly shell: ShellViewModel,
    @inject(AnalyticsSink) private readonly analytics: AnalyticsSink,
  ) {
    makeAutoObservable<this, 'actionsPath' | 'signIn' | 'shell' | 'analytics'>(
      this,
      {
        ended: observableRef,
        pricing: false,
        choices: false,
        promo: false,
        cards: false,
        actionsPath: false,
        signIn: false,
        shell: false,
        analytics: false,
      },
      { autoBind: true },
    );
  }

  get home(): ListingDetails | null {
    return this.pricing.home;
  }

  get booking(): BookingStateValues {
    return this.choices.booking;
  }

  get signedIn(): boolean {
    return this.shell.isLoggedIn;
  }

  get actions(): ListingActions {
    return this.pricing.actions;
  }

  /** The trip the stay goes on, beside the actions (docs/product/flows.md#the-trip-a-home-joins). */
  get tripChoice(): TripChoiceField | null {
    return this.signedIn && !this.pricing.itineraryId ? this.actionsPath.tripChoice : null;
  }

  /** The whole price, promo codes taken off, when the host priced the stay. */
  get breakdown(): ListingPriceBreakdown | null {
    return this.pricing.breakdown(this.choices.promoCodes);
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
    const key = this.pricing.opening(home, search, itineraryId);
    if (!key) return;
    this.choices.opened(home.objectId);
    await Promise.all([
      this.pricing.read(key, this.choices.promoCodes),
      this.actionsPath.ready(this.signedIn),
    ]);
    if (!this.pricing.isShown(key)) return;
    await this.cardShown();
    const pending = this.signIn.pending(listingBookingStateId(home.objectId));
    if (pending && this.signedIn) await this.chose(pending);
  }

  termsToggled(confirmed: boolean): void {
    this.choices.termsToggled(confirmed);
    if (confirmed && this.needed === TERMS_NEEDED) this.needed = null;
  }

  cardChosen(cardId: string): void {
    this.choices.cardChosen(cardId);
    if (this.needed === CARD_NEEDED) this.needed = null;
  }

  /** Checks the typed code with the host; an accepted one joins the stay's codes and its discount shows. */
  async promoApplied(): Promise<void> {
    const check = this.pricing.promoCheck(this.choices.userId, this.choices.promoCodes);
    const code = check ? await this.promo.applied(check) : null;
    if (code) this.choices.promoAdded(code);
  }

  /** Adds the card typed in the panel; once stored it is on the list and chosen. */
  async cardFormSubmitted(): Promise<void> {
    const userId = this.choices.userId;
    const card = userId ? await this.cards.formSubmitted(userId) : null;
    if (card) this.cardChosen(card.cardId);
  }

  /** The guest chose an action: what it needs first is asked for, then it runs. */
  async chose(action: ListingAction): Promise<void> {
    const home = this.home;
    if (!home || this.running) return;
    this.ended = null;
    this.track(bookingActionChosen(home.objectId, action, this.signedIn));
    this.needed =
      this.pricing.problem ?? (action === 'reserve' && !this.booking.didConfirmTerms ? TERMS_NEEDED : null);
    if (this.needed) return;
    // A reserve the stay no longer allows (its price failed: the nights were taken, ...) is not
    // sent: the panel's price says why, once, and offers a price request instead.
    if (action === 'reserve' && this.actions.primary !== 'reserve')
      return this.signIn.ran(listingBookingStateId(home.objectId));
    if (!this.signedIn) return this.waitForSignIn(home, action);
    if (action === 'reserve' && this.actions.needsCard && !(await this.cardReady())) return;
    await this.run(home, action);
  }

  /**
   * A home charged at once shows the guest's card chosen before Reserve: the one chosen while
   * usable, else the only or default card (preselectedCard). Answers whether one is chosen.
   */
  private async cardShown(): Promise<boolean> {
    const userId = this.choices.userId;
    if (!userId || !this.actions.needsCard) return false;
    const card = await this.cards.preselected(userId, this.booking.cardId, this.pricing.today);
    if (card && card.cardId !== this.booking.cardId) this.choices.cardChosen(card.cardId);
    return card !== null;
  }

  /** A card is chosen; else the guest is asked for one (and may add it in place). */
  private async cardReady(): Promise<boolean> {
    const ready = await this.cardShown();
    if (!ready && this.choices.userId) this.changed({ needed: CARD_NEEDED });
    return ready;
  }

  private waitForSignIn(home: ListingDetails, action: ListingAction): Promise<void> {
    return this.signIn.left({
      ...this.choices.forBooking(home.objectId, this.pricing.stay),
      bookingStateId: listingBookingStateId(home.objectId),
      action,
      pageUrl: this.#pageUrl,
    });
  }

  private async run(home: ListingDetails, action: ListingAction): Promise<void> {
    this.changed({ running: action });
    const outcome = await this.actionsPath.booked({
      action,
      homeId: home.objectId,
      choices: this.choices.forBooking(home.objectId, this.pricing.stay),
      seen: this.pricing.seen,
      trip: this.actionsPath.tripFor(this.pricing.itineraryId, this.pricing.stay),
      setting: {
        bookingSetting: home.bookingSetting,
        hasCardOnFile: Boolean(this.booking.cardId),
        marketHasServicesCatalog: this.pricing.servicesCatalog !== false,
      },
    });
    this.changed({ running: null });
    if (E.isLeft(outcome) && outcome.left.kind === 'unauthorized') {
      // The host no longer knows the session (it ended, or the guest signed out elsewhere): the
      // action waits for sign-in as a signed-out guest's does (docs/product/flows.md#service-booking).
      return this.waitForSignIn(home, action);
    }
    this.signIn.ran(listingBookingStateId(home.objectId));
    this.finished(home, action, outcome);
  }

  private finished(home: ListingDetails, action: ListingAction, outcome: ListingBookingOutcome): void {
    if (E.isRight(outcome)) {
      this.ended = { kind: 'outcome', action, result: outcome.right };
      this.track(bookingOutcome(home.objectId, action, { outcome: outcome.right.outcome }));
      // The booking is made: the next visit starts afresh (docs/product/flows.md#clearing-booking-state).
      this.choices.cleared();
      return;
    }
    const error = reserveErrorOf(outcome.left);
    this.ended = { kind: 'failure', action, error };
    this.track(bookingOutcome(home.objectId, action, { errorType: error.type }));
  }

  endDismissed(): void {
    this.ended = null;
  }

  private changed(patch: { running?: ListingAction | null; needed?: string | null }): void {
    Object.assign(this, patch);
  }

  private track(event: AnalyticsEvent): void {
    trackEvent(this.analytics, event);
  }
}

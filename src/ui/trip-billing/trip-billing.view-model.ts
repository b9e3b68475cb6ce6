import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { TripRefusal } from '../../core/itinerary/index.js';
import { type FolioAccess, ItineraryGateway, loadFolio } from '../../core/itinerary/index.js';
import type { CreditCard } from '../../core/payment/index.js';
import { PaymentGateway } from '../../core/payment/index.js';
import type { AppError } from '../../core/shared/index.js';
import { TripPageGate } from '../components/trip-page-gate.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { type FolioLines, folioLines } from './folio-lines.js';

/** The guest's cards on file, or the card list's failure (docs/product/errors.md#load-failures). */
export type CardsOnFile =
  | { readonly status: 'loaded'; readonly cards: readonly CreditCard[] }
  | { readonly status: 'failed' };

export type TripBillingState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'unauthorized'; readonly refusal: TripRefusal }
  | { readonly status: 'ready'; readonly folio: FolioLines; readonly cards: CardsOnFile }
  | { readonly status: 'failed' };

interface Deps {
  readonly itineraries: Pick<ItineraryGateway, 'folio'>;
  readonly payments: Pick<PaymentGateway, 'creditCards'>;
  readonly shell: ShellViewModel;
}

/**
 * /itineraries/{itineraryId}/billing: the trip's folio and the guest's cards on file, asked
 * for side by side. Signed out, nothing is asked and the guest is offered sign-in
 * (docs/product/roles.md#trip-links); a folio answered 401 or 403 is the unauthorized state
 * (docs/product/roles.md#folio-access); any other folio failure the page-load error. A card
 * list that fails leaves the folio shown, with the card list's own message.
 */
@injectable()
export class TripBillingViewModel {
  state: TripBillingState = { status: 'loading' };
  /** Who may see the trip, and which trip was asked for last. */
  readonly gate: TripPageGate;
  readonly #deps: Deps;

  constructor(
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(PaymentGateway) payments: Deps['payments'],
    @inject(ShellViewModel) shell: ShellViewModel,
  ) {
    this.#deps = { itineraries, payments, shell };
    this.gate = new TripPageGate(shell);
    makeAutoObservable(this, { state: observableRef, gate: false });
  }

  async pageOpened(itineraryId: string): Promise<void> {
    const opening = this.gate.opened(itineraryId);
    if (opening.step === 'sign-in') this.state = { status: 'signed-out' };
    if (opening.step !== 'load') return;
    this.state = { status: 'loading' };
    const [folio, cards] = await Promise.all([
      loadFolio(this.#deps, itineraryId),
      this.#deps.payments.creditCards(opening.guestId),
    ]);
    if (!this.gate.isCurrent(itineraryId)) return; // the guest moved on to another trip
    this.loaded(folio, cards);
  }

  private loaded(
    folio: E.Either<AppError, FolioAccess>,
    cards: E.Either<AppError, readonly CreditCard[]>,
  ): void {
    if (E.isLeft(folio)) {
      this.state = { status: 'failed' };
      this.#deps.shell.errorRaised(folio.left);
      return;
    }
    const access = folio.right;
    if (access.access === 'refused') {
      this.state = { status: 'unauthorized', refusal: access.refusal };
      return;
    }
    this.state = {
      status: 'ready',
      folio: folioLines(access.folio),
      cards: E.isRight(cards) ? { status: 'loaded', cards: cards.right } : { status: 'failed' },
    };
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ItineraryGateway } from '../../core/itinerary/index.js';
import { MarketGateway } from '../../core/market/index.js';
import { ExternalNavigation, portalSignInUrl } from '../../core/navigation/index.js';
import {
  addCardToItinerary,
  CARD_COUNTRY_MISSING,
  CARD_NAME_MISSING,
  CARD_ZIP_MISSING,
  type CardFormEvent,
  type CardFormState,
  cardFailureMessage,
  cardFormTransition,
  initialCardFormState,
  PaymentGateway,
  PaymentProvider,
  validateCardForm,
} from '../../core/payment/index.js';
import { shownSessionStatus } from '../../core/session/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { CardEntry } from '../booking/card-entry.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { CountryChoice } from './country-choice.js';

export type AddCardField = 'name' | 'country' | 'zip';

interface Deps {
  readonly payments: Pick<PaymentGateway, 'clientSecret'>;
  readonly provider: PaymentProvider;
  readonly itineraries: Pick<ItineraryGateway, 'attachCreditCard'>;
  readonly markets: Pick<MarketGateway, 'countries'>;
  readonly navigation: Pick<ExternalNavigation, 'leaveFor'>;
  readonly shell: ShellViewModel;
  readonly config: AppConfig;
}

/**
 * The 'Add A Card' screen, one at a time: sent to sign in, waiting for the provider
 * (docs/product/routes.md#add-a-card: renders nothing until it has loaded), a provider that
 * could not load, the form, and the 'Thank you' once the card is on the trip.
 */
export type AddCardScreen =
  | { readonly screen: 'signing-in' }
  | { readonly screen: 'opening' }
  | { readonly screen: 'unavailable'; readonly message: string }
  | { readonly screen: 'form' }
  | { readonly screen: 'completed' };

/**
 * The messages of docs/product/validation.md#standalone-card-form, each for the field it is
 * about (the one to mark and focus).
 */
const FIELD_OF_MESSAGE: Readonly<Record<string, AddCardField>> = {
  [CARD_NAME_MISSING]: 'name',
  [CARD_COUNTRY_MISSING]: 'country',
  [CARD_ZIP_MISSING]: 'zip',
};

/**
 * The standalone 'Add A Card' screen (docs/product/routes.md#add-a-card) for a signed-in
 * guest's trip: /card-addition?itineraryId=... Name, country and zip are typed here, the card
 * into the provider's widget (its own postal code hidden); the core's addCardToItinerary sets
 * the card up with the provider and attaches it to the trip.
 */
@injectable()
export class AddCardViewModel {
  form: CardFormState = initialCardFormState;
  name = '';
  zip = '';
  completed = false;
  signingIn = false;
  focusRequest: { readonly field: AddCardField; readonly attempt: number } | null = null;
  readonly country = new CountryChoice();
  readonly card: CardEntry;
  readonly #deps: Deps;
  #itineraryId: string | null = null;

  constructor(
    @inject(PaymentGateway) payments: Deps['payments'],
    @inject(PaymentProvider) provider: PaymentProvider,
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(MarketGateway) markets: Deps['markets'],
    @inject(ExternalNavigation) navigation: Deps['navigation'],
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#deps = { payments, provider, itineraries, markets, navigation, shell, config };
    this.card = new CardEntry(provider, config.paymentPublishableKey, { hidePostalCode: true });
    makeAutoObservable(this, { country: false, card: false });
  }

  get provider(): Pick<PaymentProvider, 'poweredBy'> {
    return this.#deps.provider;
  }

  get screen(): AddCardScreen {
    if (this.signingIn) return { screen: 'signing-in' };
    if (this.completed) return { screen: 'completed' };
    const { entry } = this.card;
    if (entry.status === 'failed') return { screen: 'unavailable', message: entry.message };
    if (entry.status === 'loaded' || entry.status === 'ready') return { screen: 'form' };
    return { screen: 'opening' };
  }

  get submitting(): boolean {
    return this.form.status === 'submitting';
  }

  /** 'Add Card' waits for the provider's widget (docs/product/routes.md#add-a-card). */
  get canSubmit(): boolean {
    return this.card.ready && !this.submitting;
  }

  /** The error text area: the last attempt's failure, else the provider's words about the card typed. */
  get error(): string | null {
    return (this.form.status === 'idle' ? this.form.error : null) ?? this.card.typed.error;
  }

  /** The field the shown error is about, if it is one of ours. */
  get invalidField(): AddCardField | null {
    return this.form.status === 'idle' && this.form.error
      ? (FIELD_OF_MESSAGE[this.form.error] ?? null)
      : null;
  }

  /** The trip whose card it is. */
  get tripId(): string | null {
    return this.#itineraryId;
  }

  /**
   * The page opened for a trip. A signed-out guest is sent to sign in and comes back to
   * `pageUrl`; a signed-in one gets the provider and the countries, side by side. (The
   * layout renders pages only once startup knows who is signed in.)
   */
  async opened(itineraryId: string, pageUrl: string): Promise<void> {
    if (this.#itineraryId === itineraryId) return;
    this.#itineraryId = itineraryId;
    // The page needs a signed-in guest: a signed-out one sees it as still loading while the
    // portal takes over (docs/product/flows.md#session-status).
    if (shownSessionStatus(this.#deps.shell.session.status, true).fireUnauthenticated) {
      this.signingIn = true;
      this.#deps.navigation.leaveFor(portalSignInUrl(this.#deps.config.ssoUrl, pageUrl));
      return;
    }
    await Promise.all([this.card.load(), this.loadCountries()]);
  }

  /** 'Try again' after the provider could not load. */
  async retryClicked(): Promise<void> {
    await this.card.load();
  }

  nameChanged(value: string): void {
    this.name = value;
  }

  zipChanged(value: string): void {
    this.zip = value;
  }

  /**
   * 'Add Card': a second click while one is in flight is ignored. The first failing field is
   * shown and nothing is sent (docs/product/validation.md#standalone-card-form); any failure
   * after that is the card form's line (docs/product/errors.md#card-form).
   */
  async addCardClicked(): Promise<void> {
    const widget = this.card.widget;
    const itineraryId = this.#itineraryId;
    if (!this.canSubmit || !widget || !itineraryId) return;
    const valid = validateCardForm({ name: this.name, country: this.country.code, zip: this.zip });
    if (E.isLeft(valid)) {
      this.attemptFailed(valid.left.message);
      return;
    }
    this.apply({ type: 'submitted' });
    const added = await addCardToItinerary(this.#deps, { widget, billing: valid.right, itineraryId });
    if (E.isLeft(added)) this.attemptFailed(cardFailureMessage(added.left));
    else this.cardAdded();
  }

  private cardAdded(): void {
    this.apply({ type: 'succeeded' });
    this.completed = true;
    this.card.disposed();
  }

  private attemptFailed(message: string): void {
    this.apply({ type: 'failed', error: message });
    const field = this.invalidField;
    if (field) this.focusRequest = { field, attempt: (this.focusRequest?.attempt ?? 0) + 1 };
  }

  private apply(event: CardFormEvent): void {
    this.form = cardFormTransition(this.form, event);
  }

  /** Countries that cannot be loaded are a page-load error (docs/product/errors.md#load-failures). */
  private async loadCountries(): Promise<void> {
    const countries = await this.#deps.markets.countries();
    if (E.isLeft(countries)) this.#deps.shell.errorRaised(countries.left);
    else this.country.loaded(countries.right);
  }
}

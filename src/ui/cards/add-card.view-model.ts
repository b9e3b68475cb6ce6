import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ItineraryGateway } from '../../core/itinerary/itinerary-gateway.port.js';
import { MarketGateway } from '../../core/market/market-gateway.port.js';
import { ExternalNavigation } from '../../core/navigation/external-navigation.port.js';
import { AddCardForm } from '../../core/payment/add-card.use-case.js';
import {
  CARD_COUNTRY_MISSING,
  CARD_NAME_MISSING,
  CARD_ZIP_MISSING,
} from '../../core/payment/card-form.rule.js';
import type { CardFormState } from '../../core/payment/card-form-state.js';
import { PaymentGateway } from '../../core/payment/payment-gateway.port.js';
import { PaymentProvider } from '../../core/payment/payment-provider.port.js';
import { AppConfig } from '../../core/shared/app-config.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { CardEntry } from './card-entry.js';
import { CountryChoice } from './country-choice.js';

export type AddCardField = 'name' | 'country' | 'zip';

/**
 * The 'Add A Card' screen, one at a time: sent to sign in, waiting for the provider
 * (SPEC 2: renders nothing until it has loaded), a provider that could not load, the
 * form, and the 'Thank you' once the card is on the trip.
 */
export type AddCardScreen =
  | { readonly screen: 'signing-in' }
  | { readonly screen: 'opening' }
  | { readonly screen: 'unavailable'; readonly message: string }
  | { readonly screen: 'form' }
  | { readonly screen: 'completed' };

/** SPEC 5's messages, each for the field it is about (the one to mark and focus). */
const FIELD_OF_MESSAGE: Readonly<Record<string, AddCardField>> = {
  [CARD_NAME_MISSING]: 'name',
  [CARD_COUNTRY_MISSING]: 'country',
  [CARD_ZIP_MISSING]: 'zip',
};

/** The portal's sign-in page, coming back to this page (as the nav bar's Sign In link does). */
export const signInUrl = (ssoUrl: string, returnUrl: string): string =>
  `${ssoUrl}/login/?returnUrl=${encodeURIComponent(returnUrl)}`;

/**
 * The standalone 'Add A Card' screen (SPEC 2, 4, 5, 7, 8) for a signed-in guest's trip:
 * /card-addition?itineraryId=... Name, country and zip are typed here, the card into the
 * provider's widget (its own postal code hidden); the core AddCardForm sets the card up
 * with the provider and attaches it to the trip.
 */
@injectable()
export class AddCardViewModel {
  form: CardFormState;
  name = '';
  zip = '';
  completed = false;
  signingIn = false;
  focusRequest: { readonly field: AddCardField; readonly attempt: number } | null = null;
  readonly country = new CountryChoice();
  readonly card: CardEntry;
  private readonly addCard: AddCardForm;
  private itineraryId: string | null = null;

  constructor(
    @inject(PaymentGateway) payments: Pick<PaymentGateway, 'clientSecret'>,
    @inject(PaymentProvider) readonly provider: PaymentProvider,
    @inject(ItineraryGateway) itineraries: Pick<ItineraryGateway, 'attachCreditCard'>,
    @inject(MarketGateway) private readonly markets: Pick<MarketGateway, 'countries'>,
    @inject(ExternalNavigation) private readonly navigation: Pick<ExternalNavigation, 'leaveFor'>,
    @inject(ShellViewModel) private readonly shell: ShellViewModel,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    this.addCard = new AddCardForm({ payments, provider, itineraries });
    this.card = new CardEntry(provider, config.paymentPublishableKey, { hidePostalCode: true });
    this.form = this.addCard.getState();
    this.addCard.subscribe((state) => runInAction(() => (this.form = state)));
    makeAutoObservable<
      AddCardViewModel,
      'addCard' | 'itineraryId' | 'markets' | 'navigation' | 'shell' | 'config'
    >(this, {
      provider: false,
      country: false,
      card: false,
      addCard: false,
      itineraryId: false,
      markets: false,
      navigation: false,
      shell: false,
      config: false,
    });
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

  /** SPEC 2: 'Add Card' waits for the provider's widget. */
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
    return this.itineraryId;
  }

  /**
   * The page opened for a trip. A signed-out guest is sent to sign in and comes back to
   * `pageUrl`; a signed-in one gets the provider and the countries, side by side. (The
   * layout renders pages only once startup knows who is signed in.)
   */
  async opened(itineraryId: string, pageUrl: string): Promise<void> {
    if (this.itineraryId === itineraryId) return;
    this.itineraryId = itineraryId;
    if (!this.shell.isLoggedIn) {
      this.signingIn = true;
      this.navigation.leaveFor(signInUrl(this.config.ssoUrl, pageUrl));
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

  /** 'Add Card': a second click while one is in flight is ignored (SPEC 5). */
  async addCardClicked(): Promise<void> {
    const widget = this.card.widget;
    const itineraryId = this.itineraryId;
    if (!this.card.ready || !widget || !itineraryId) return;
    const values = { name: this.name, country: this.country.code, zip: this.zip };
    const result = await this.addCard.submit(widget, values, itineraryId);
    if (result) runInAction(() => this.attempted(E.isRight(result)));
  }

  private attempted(succeeded: boolean): void {
    if (succeeded) {
      this.completed = true;
      this.card.disposed();
      return;
    }
    const field = this.invalidField;
    if (field) this.focusRequest = { field, attempt: (this.focusRequest?.attempt ?? 0) + 1 };
  }

  /** SPEC 8: countries that cannot be loaded are a page-load error. */
  private async loadCountries(): Promise<void> {
    const countries = await this.markets.countries();
    if (E.isLeft(countries)) this.shell.errorRaised(countries.left);
    else this.country.loaded(countries.right);
  }
}

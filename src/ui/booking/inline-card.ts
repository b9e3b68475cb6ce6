import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable, observableRef } from 'mobx';
import type { Country } from '../../core/country/index.js';
import type { ErrorReporter } from '../../core/errors/index.js';
import type { MarketGateway } from '../../core/market/index.js';
import type { NotificationSink } from '../../core/notifications/index.js';
import type { CreditCard, PaymentGateway, PaymentProvider } from '../../core/payment/index.js';
import { addCardToAccount, cardFailureMessage, validateCardForm } from '../../core/payment/index.js';
import { CardEntry } from './card-entry.js';

export interface InlineCardDeps {
  readonly payments: Pick<PaymentGateway, 'clientSecret' | 'addCreditCard'>;
  readonly provider: Pick<PaymentProvider, 'load' | 'createCardWidget' | 'confirmCardSetup'>;
  readonly markets: Pick<MarketGateway, 'countries'>;
  readonly notifications: Pick<NotificationSink, 'notify'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
  readonly publishableKey: string;
}

export type BillingField = 'name' | 'country' | 'zip';

/**
 * A card added where a booking needs it (a home's panel), through the provider's widget, onto
 * the guest's account (addCardToAccount). Its code, and the provider's, load only when the
 * guest asks to add a card. The billing fields are checked as the card form checks them
 * (docs/product/validation.md#standalone-card-form); a failure is said in the card form's
 * words (docs/product/errors.md#card-form) and nothing typed is lost.
 */
export class InlineCard {
  readonly entry: CardEntry;
  name = '';
  country = '';
  zip = '';
  countries: readonly Country[] = [];
  saving = false;
  error: string | null = null;
  readonly #deps: InlineCardDeps;

  constructor(deps: InlineCardDeps) {
    this.#deps = deps;
    this.entry = new CardEntry(deps.provider, deps.publishableKey, { hidePostalCode: true });
    makeAutoObservable(this, { entry: false, countries: observableRef }, { autoBind: true });
  }

  /** The provider's widget and the countries, side by side. */
  async opened(): Promise<void> {
    const [countries] = await Promise.all([this.#deps.markets.countries(), this.entry.load()]);
    if (E.isLeft(countries)) this.#deps.errors.report(countries.left, { during: 'loading countries' });
    else this.countriesLoaded(countries.right);
  }

  private countriesLoaded(countries: readonly Country[]): void {
    this.countries = countries;
  }

  typed(field: BillingField, value: string): void {
    this[field] = value;
  }

  /** Adds the card; answers it once stored, else null with the reason on screen. */
  async submitted(userId: string): Promise<CreditCard | null> {
    const widget = this.entry.widget;
    if (this.saving || !widget) return null;
    const valid = validateCardForm({ name: this.name, country: this.country, zip: this.zip });
    if (E.isLeft(valid)) return this.failed(valid.left.message);
    // What the provider said about the card typed; a card it has not judged yet it judges on setup.
    if (this.entry.typed.error) return this.failed(this.entry.typed.error);
    this.savingChanged(true);
    const added = await addCardToAccount(this.#deps, { widget, billing: valid.right, userId });
    this.savingChanged(false);
    if (E.isLeft(added)) return this.failed(cardFailureMessage(added.left));
    this.error = null;
    this.entry.disposed();
    return added.right;
  }

  private savingChanged(saving: boolean): void {
    this.saving = saving;
  }

  private failed(message: string): null {
    this.error = message;
    return null;
  }
}

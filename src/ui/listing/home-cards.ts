import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import { MarketGateway } from '../../core/market/index.js';
import { NotificationSink } from '../../core/notifications/index.js';
import type { CreditCard } from '../../core/payment/index.js';
import { PaymentGateway, PaymentProvider, preselectedCard } from '../../core/payment/index.js';
import { AppConfig } from '../../core/shared/index.js';
import type { InlineCard } from '../booking/inline-card.js';
import { inject } from '../di/inject.js';

interface Deps {
  readonly payments: Pick<PaymentGateway, 'creditCards' | 'clientSecret' | 'addCreditCard'>;
  readonly provider: Pick<PaymentProvider, 'load' | 'createCardWidget' | 'confirmCardSetup'>;
  readonly markets: Pick<MarketGateway, 'countries'>;
  readonly notifications: NotificationSink;
  readonly errors: ErrorReporter;
  readonly config: AppConfig;
}

/**
 * The cards of a home's panel: the guest's cards on file, loaded once a panel that charges at
 * once (an integration booking) opens signed in, the only or default one chosen for the guest,
 * and a card added in the panel (its code loads only when the guest asks to add one).
 */
@injectable()
export class HomeCards {
  list: readonly CreditCard[] | null = null;
  inlineCard: InlineCard | null = null;
  readonly #deps: Deps;

  constructor(
    @inject(PaymentGateway) payments: Deps['payments'],
    @inject(PaymentProvider) provider: Deps['provider'],
    @inject(MarketGateway) markets: Deps['markets'],
    @inject(NotificationSink) notifications: NotificationSink,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#deps = { payments, provider, markets, notifications, errors, config };
    makeAutoObservable(this, { list: observableRef, inlineCard: observableRef }, { autoBind: true });
  }

  /**
   * The card to show chosen (preselectedCard): the one chosen while still usable, else the
   * guest's default card, else none. The cards are loaded first if need be, once a panel that
   * charges at once opens signed in, so the card shows before Reserve is pressed.
   */
  async preselected(userId: string, chosenId: string | null | undefined, today: string) {
    if (this.list === null) {
      const cards = await this.#deps.payments.creditCards(userId);
      if (E.isLeft(cards)) this.#deps.errors.report(cards.left, { during: 'loading cards on file' });
      if (this.list === null) this.loaded(E.isRight(cards) ? cards.right : []);
    }
    return preselectedCard(this.list ?? [], chosenId, today);
  }

  async formOpened(): Promise<void> {
    if (this.inlineCard) return;
    const { InlineCard } = await import('../booking/inline-card.js');
    const { payments, provider, markets, notifications, errors, config } = this.#deps;
    this.formChanged(
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

  formClosed(): void {
    this.inlineCard = null;
  }

  /** Adds the card typed in the panel: once stored it is on the list, and answered to be chosen. */
  async formSubmitted(userId: string): Promise<CreditCard | null> {
    if (!this.inlineCard) return null;
    const card = await this.inlineCard.submitted(userId);
    if (card) this.added(card);
    return card;
  }

  private added(card: CreditCard): void {
    this.list = [...(this.list ?? []), card];
    this.inlineCard = null;
  }

  private formChanged(card: InlineCard | null): void {
    this.inlineCard = card;
  }

  private loaded(cards: readonly CreditCard[]): void {
    this.list = cards;
  }
}

import * as E from 'fp-ts/lib/Either.js';
import type {
  CardSetupBilling,
  CardTokenBilling,
  CardWidget,
  CardWidgetOptions,
  PaymentProvider,
  SetUpCard,
} from '../../core/payment/index.js';
import { type AppError, appError } from '../../core/shared/index.js';
import type { Clock } from '../../core/time/index.js';
import { SANDBOX_POWERED_BY } from './powered-by.js';
import type { SandboxCardFacts } from './sandbox-card-widget.js';
import { SandboxCardWidget } from './sandbox-card-widget.js';
import type { SandboxCardSummary, SandboxPaymentHost } from './sandbox-payment-host.js';

const NOT_LOADED = 'The payment form is not ready yet.';
const FOREIGN_WIDGET = 'This card form belongs to another payment provider.';

/**
 * The offline payment provider (docs/architecture/conventions.md#adapters): our own card widget, and our server in
 * place of Stripe's API. It behaves like Stripe's test mode: 4242 4242 4242 4242 (or any
 * number passing the Luhn check) is set up; 4000 0000 0000 0002 is declined with 'Your
 * card was declined.' (sandbox-card-rules.ts lists the others). A card is judged in the
 * widget, so a declined or incomplete card never reaches the server, and what does reach
 * it is the brand, last four digits and expiry: never the number or security code.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly poweredBy = SANDBOX_POWERED_BY;
  private loaded = false;
  private readonly widgets = new WeakSet<SandboxCardWidget>();

  constructor(
    private readonly host: SandboxPaymentHost,
    private readonly clock: Clock,
  ) {}

  /** No script to load and no key needed; the key is accepted and ignored. */
  async load(_publishableKey: string): Promise<E.Either<AppError, void>> {
    this.loaded = true;
    return E.right(undefined);
  }

  async createCardWidget(options: CardWidgetOptions): Promise<E.Either<AppError, CardWidget>> {
    if (!this.loaded) return E.left(appError('unavailable', NOT_LOADED));
    const widget = new SandboxCardWidget(options, () => this.clock.now());
    this.widgets.add(widget);
    return E.right(widget);
  }

  async confirmCardSetup(
    widget: CardWidget,
    clientSecret: string,
    billing: CardSetupBilling,
  ): Promise<E.Either<AppError, SetUpCard>> {
    const card = this.cardIn(widget);
    if (E.isLeft(card)) return card;
    if (!clientSecret) return E.left(appError('card', 'The card setup has no client secret.'));
    return this.host.createPaymentMethod({
      clientSecret,
      card: summary(card.right),
      billingDetails: {
        name: billing.name,
        postalCode: card.right.postalCode ?? billing.postalCode,
        country: billing.country,
      },
    });
  }

  async createCardToken(
    widget: CardWidget,
    billing: CardTokenBilling,
  ): Promise<E.Either<AppError, { readonly token: string }>> {
    const card = this.cardIn(widget);
    if (E.isLeft(card)) return card;
    return this.host.createCardToken({
      card: summary(card.right),
      billingDetails: {
        name: billing.name,
        city: billing.city ?? null,
        postalCode: card.right.postalCode ?? billing.postalCode ?? null,
        country: billing.country ?? null,
      },
    });
  }

  /** The widget's card when complete and not a declining test card, else the card error. */
  private cardIn(widget: CardWidget): E.Either<AppError, SandboxCardFacts> {
    if (!(widget instanceof SandboxCardWidget) || !this.widgets.has(widget) || widget.destroyed)
      return E.left(appError('unknown', FOREIGN_WIDGET));
    const reading = widget.read();
    if (!reading.ok) return E.left(appError('card', reading.message));
    if (reading.card.decline) return E.left(appError('card', reading.card.decline));
    return E.right(reading.card);
  }
}

/** Only what may leave the widget. Built field by field so nothing else can slip in. */
const summary = (card: SandboxCardFacts): SandboxCardSummary => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
});

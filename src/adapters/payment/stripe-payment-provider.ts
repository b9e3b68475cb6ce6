import type { Stripe, StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import * as E from 'fp-ts/lib/Either.js';
import type {
  CardSetupBilling,
  CardTokenBilling,
  CardWidget,
  CardWidgetContainer,
  CardWidgetOptions,
  CardWidgetState,
  PaymentProvider,
  SetUpCard,
} from '../../core/payment/index.js';
import { type AppError, appError } from '../../core/shared/index.js';
import { STRIPE_POWERED_BY } from './powered-by.js';
import { fromStripeError, fromThrown } from './stripe-errors.js';

/** Loads Stripe.js for a publishable key (null when it cannot run in this browser). */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/**
 * The side-effect-free entry, imported on demand: importing '@stripe/stripe-js' itself
 * would add the js.stripe.com script to every page, key or no key.
 */
export const loadStripeJs: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
};

const NOT_LOADED = 'The payment form is not ready yet.';
const FOREIGN_WIDGET = 'This card form belongs to another payment provider.';
const NO_KEY = 'No payment provider key is configured.';
const LOAD_FAILED = 'The payment provider could not be loaded. Check your connection and try again.';
const NOT_CONFIRMED = 'The card could not be confirmed. Please try again.';

/** A Stripe card Element behind the CardWidget port: the UI sees its state, never its card. */
class StripeCardWidget implements CardWidget {
  constructor(readonly element: StripeCardElement) {}

  mount(container: CardWidgetContainer): void {
    this.element.mount(container as HTMLElement);
  }

  onChange(listener: (state: CardWidgetState) => void): () => void {
    const handler = (event: StripeCardElementChangeEvent) =>
      listener({ empty: event.empty, complete: event.complete, error: event.error?.message ?? null });
    this.element.on('change', handler);
    return () => {
      this.element.off('change', handler);
    };
  }

  focus(): void {
    this.element.focus();
  }

  destroy(): void {
    this.element.destroy();
  }
}

/**
 * Stripe (docs/architecture/conventions.md#adapters): Stripe.js is fetched only when `load` is called with a key,
 * which the composition root does only when one is configured. The card is typed into
 * Stripe's iframe, and Stripe turns it into a payment method or token: the number never
 * touches our page's code, let alone our server.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly poweredBy = STRIPE_POWERED_BY;
  private stripe: Stripe | null = null;
  private loading: Promise<E.Either<AppError, void>> | null = null;
  private readonly widgets = new WeakSet<StripeCardWidget>();

  constructor(private readonly loader: StripeLoader = loadStripeJs) {}

  load(publishableKey: string): Promise<E.Either<AppError, void>> {
    if (!publishableKey.trim()) return Promise.resolve(E.left(appError('unavailable', NO_KEY)));
    this.loading ??= this.loadOnce(publishableKey.trim());
    return this.loading;
  }

  async createCardWidget(options: CardWidgetOptions): Promise<E.Either<AppError, CardWidget>> {
    if (!this.stripe) return E.left(appError('unavailable', NOT_LOADED));
    try {
      const element = this.stripe.elements().create('card', { hidePostalCode: options.hidePostalCode });
      const widget = new StripeCardWidget(element);
      this.widgets.add(widget);
      return E.right(widget);
    } catch (error) {
      return E.left(fromThrown(error));
    }
  }

  async confirmCardSetup(
    widget: CardWidget,
    clientSecret: string,
    billing: CardSetupBilling,
  ): Promise<E.Either<AppError, SetUpCard>> {
    const ready = this.ready(widget);
    if (E.isLeft(ready)) return ready;
    const [stripe, element] = ready.right;
    try {
      const result = await stripe.confirmCardSetup(clientSecret, {
        payment_method: {
          card: element,
          billing_details: {
            name: billing.name,
            address: { postal_code: billing.postalCode, country: billing.country },
          },
        },
      });
      if (result.error) return E.left(fromStripeError(result.error));
      const { status, payment_method: method } = result.setupIntent;
      if ((status !== 'succeeded' && status !== 'processing') || !method)
        return E.left(appError('card', NOT_CONFIRMED));
      // Stripe answers the method's id; its card details only when the method is expanded.
      if (typeof method === 'string') return E.right({ paymentMethodId: method });
      return E.right({
        paymentMethodId: method.id,
        brand: method.card?.brand ?? null,
        last4: method.card?.last4 ?? null,
        expMonth: method.card?.exp_month ?? null,
        expYear: method.card?.exp_year ?? null,
      });
    } catch (error) {
      return E.left(fromThrown(error));
    }
  }

  async createCardToken(
    widget: CardWidget,
    billing: CardTokenBilling,
  ): Promise<E.Either<AppError, { readonly token: string }>> {
    const ready = this.ready(widget);
    if (E.isLeft(ready)) return ready;
    const [stripe, element] = ready.right;
    try {
      const result = await stripe.createToken(element, {
        name: billing.name,
        ...(billing.city ? { address_city: billing.city } : {}),
        ...(billing.postalCode ? { address_zip: billing.postalCode } : {}),
        ...(billing.country ? { address_country: billing.country } : {}),
      });
      if (result.error) return E.left(fromStripeError(result.error));
      return E.right({ token: result.token.id });
    } catch (error) {
      return E.left(fromThrown(error));
    }
  }

  private async loadOnce(publishableKey: string): Promise<E.Either<AppError, void>> {
    try {
      this.stripe = await this.loader(publishableKey);
    } catch {
      this.stripe = null;
    }
    if (this.stripe) return E.right(undefined);
    this.loading = null; // a failed load may be retried (the network may come back)
    return E.left(appError('unavailable', LOAD_FAILED));
  }

  private ready(widget: CardWidget): E.Either<AppError, readonly [Stripe, StripeCardElement]> {
    if (!this.stripe) return E.left(appError('unavailable', NOT_LOADED));
    if (!(widget instanceof StripeCardWidget) || !this.widgets.has(widget))
      return E.left(appError('unknown', FOREIGN_WIDGET));
    return E.right([this.stripe, widget.element] as const);
  }
}

import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { CardWidget, PaymentProvider } from './payment-provider.port.js';
import type { BillingField } from './token-billing-form.rule.js';

export interface AddCardWithTokenDeps {
  readonly payments: Pick<PaymentGateway, 'addCardWithToken'>;
  readonly provider: Pick<PaymentProvider, 'createCardToken'>;
}

export interface AddCardWithTokenRequest {
  /** The concierge's card token, from the page's address. */
  readonly token: string;
  readonly widget: CardWidget;
  /** The billing form as validateTokenBillingForm passed it. */
  readonly billing: Readonly<Record<BillingField, string>>;
}

/**
 * Adds a card with a token the concierge sent (docs/product/flows.md#card-token-flow). The
 * card itself is typed into the provider's widget and tokenised there with the cardholder's
 * name, city and zip; our host only receives the provider's token
 * (docs/host/decisions.md#payment-cards). A failure of either step comes back as it is;
 * cardFailureMessage words it for the form.
 */
export const addCardWithToken = async (
  deps: AddCardWithTokenDeps,
  { token, widget, billing }: AddCardWithTokenRequest,
): Promise<E.Either<AppError, void>> => {
  const tokenised = await deps.provider.createCardToken(widget, {
    name: billing.cardholderName,
    city: billing.city,
    postalCode: billing.zipCode,
  });
  if (E.isLeft(tokenised)) return tokenised;
  return deps.payments.addCardWithToken(token, { stripeToken: tokenised.right.token });
};

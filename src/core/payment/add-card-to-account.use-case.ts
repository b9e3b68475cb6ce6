import * as E from 'fp-ts/lib/Either.js';
import type { NotificationSink } from '../notifications/notification-sink.port.js';
import type { AppError } from '../shared/app-error.js';
import type { CreditCard } from './credit-card.entity.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { CardWidget, PaymentProvider } from './payment-provider.port.js';
import { saveCreditCard } from './save-credit-card.use-case.js';

export interface AddCardToAccountDeps {
  readonly payments: Pick<PaymentGateway, 'clientSecret' | 'addCreditCard'>;
  readonly provider: Pick<PaymentProvider, 'confirmCardSetup'>;
  readonly notifications: Pick<NotificationSink, 'notify'>;
}

export interface AddCardToAccountRequest {
  readonly widget: CardWidget;
  readonly billing: { readonly name: string; readonly country: string; readonly zip: string };
  readonly userId: string;
}

/**
 * A card added where it is needed (a home's booking panel), onto the guest's account rather
 * than a trip: the host starts a card setup, the provider confirms it with the card in its
 * widget and the billing details, and the card the provider set up is stored on the account
 * (saveCreditCard, docs/product/calls.md#payment-calls). The card never passes through our
 * code (docs/host/decisions.md#payment-cards). A failure of any step comes back as it is; a
 * failed save is also notified, as the card form does.
 */
export const addCardToAccount = async (
  deps: AddCardToAccountDeps,
  { widget, billing: { name, country, zip }, userId }: AddCardToAccountRequest,
): Promise<E.Either<AppError, CreditCard>> => {
  const secret = await deps.payments.clientSecret();
  if (E.isLeft(secret)) return secret;
  const setUp = await deps.provider.confirmCardSetup(widget, secret.right, {
    name,
    postalCode: zip,
    country,
  });
  if (E.isLeft(setUp)) return setUp;
  const { paymentMethodId, brand, last4, expMonth, expYear } = setUp.right;
  return saveCreditCard(deps, {
    userId,
    paymentMethodId,
    brand: brand ?? null,
    last4: last4 ?? null,
    expMonth: expMonth ?? null,
    expYear: expYear ?? null,
    billingDetails: { name, address: { postalCode: zip, country } },
  });
};

import * as E from 'fp-ts/lib/Either.js';
import type { NotificationSink } from '../notifications/index.js';
import type { AppError } from '../shared/index.js';
import { billingDetailsOf, type CardBilling, type CardSetupDeps, setUpCard } from './add-card.use-case.js';
import type { CreditCard } from './credit-card.entity.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { CardWidget } from './payment-provider.port.js';
import { saveCreditCard } from './save-credit-card.use-case.js';

export interface AddCardToAccountDeps extends CardSetupDeps {
  readonly payments: CardSetupDeps['payments'] & Pick<PaymentGateway, 'addCreditCard'>;
  readonly notifications: Pick<NotificationSink, 'notify'>;
}

export interface AddCardToAccountRequest {
  readonly widget: CardWidget;
  readonly billing: CardBilling;
  readonly userId: string;
}

/**
 * A card added where it is needed (a home's booking panel), onto the guest's account rather
 * than a trip: set up with the provider (setUpCard), then stored on the account
 * (saveCreditCard, docs/product/calls.md#payment-calls). A failure of any step comes back as
 * it is; a failed save is also notified, as the card form does.
 */
export const addCardToAccount = async (
  deps: AddCardToAccountDeps,
  { widget, billing, userId }: AddCardToAccountRequest,
): Promise<E.Either<AppError, CreditCard>> => {
  const setUp = await setUpCard(deps, widget, billing);
  if (E.isLeft(setUp)) return setUp;
  const { paymentMethodId, brand, last4, expMonth, expYear } = setUp.right;
  return saveCreditCard(deps, {
    userId,
    paymentMethodId,
    brand: brand ?? null,
    last4: last4 ?? null,
    expMonth: expMonth ?? null,
    expYear: expYear ?? null,
    billingDetails: billingDetailsOf(billing),
  });
};

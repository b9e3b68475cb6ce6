import * as E from 'fp-ts/lib/Either.js';
import type { NotificationSink } from '../notifications/index.js';
import type { AppError } from '../shared/index.js';
import { cardSaveNotification } from './card-errors.rule.js';
import type { CreditCard } from './credit-card.entity.js';
import type { AddCreditCardBody, PaymentGateway } from './payment-gateway.port.js';

export interface SaveCreditCardDeps {
  readonly payments: Pick<PaymentGateway, 'addCreditCard'>;
  readonly notifications: Pick<NotificationSink, 'notify'>;
}

/**
 * Stores a card the provider set up on the guest's account
 * (docs/product/calls.md#payment-calls). As docs/product/errors.md#card-form says, a failure
 * is notified as 'Error encountered' with the host's own message ('Error saving credit card.'
 * when the host said nothing: no network, or a failure status without a message) and answered
 * as it came, so the caller can stop its flow too.
 */
export const saveCreditCard = async (
  deps: SaveCreditCardDeps,
  body: AddCreditCardBody,
): Promise<E.Either<AppError, CreditCard>> => {
  const saved = await deps.payments.addCreditCard(body.userId, body);
  if (E.isLeft(saved)) {
    deps.notifications.notify({ tone: 'error', ...cardSaveNotification(saved.left.hostMessage) });
  }
  return saved;
};

import type { AppError } from '../shared/index.js';
import { cardFormError } from './card-errors.rule.js';

/**
 * The line a card form shows for a failure (docs/product/errors.md#card-form): the provider's
 * own words when it rejected the card (kind 'card', PaymentProvider), the generic line for
 * anything else: our host or the provider being unreachable is nothing the guest can fix by
 * retyping.
 */
export const cardFailureMessage = (error: AppError): string =>
  cardFormError(error.kind === 'card' ? error.message : null).message;

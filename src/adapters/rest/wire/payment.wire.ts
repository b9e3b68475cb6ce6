import * as t from 'io-ts';
import { CreditCard } from '../../../core/payment/index.js';

/**
 * GET /api/billing/client-secret: the secret of a card setup started by the host, which
 * the payment provider confirms with the card (docs/product/calls.md#payment-calls).
 */
export const ClientSecret = t.type({ secret: t.string }, 'ClientSecret');
export type ClientSecret = t.TypeOf<typeof ClientSecret>;

/** GET /api/user/{userId}/creditCards. */
export const CreditCardList = t.array(CreditCard, 'CreditCardList');
export type CreditCardList = t.TypeOf<typeof CreditCardList>;

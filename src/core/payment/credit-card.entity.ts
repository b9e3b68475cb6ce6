import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';
import { BillingDetails } from './billing-details.entity.js';

/**
 * A stored card (docs/product/entities.md#other-reference-data). Only what the provider lets
 * us keep (docs/host/decisions.md#payment-cards): never a number or security code. expMonth
 * is 1 to 12.
 */
export const CreditCard = struct(
  'CreditCard',
  { cardId: t.string, userId: t.string },
  {
    brand: nullable(t.string),
    last4: nullable(t.string),
    expMonth: nullable(t.number),
    expYear: nullable(t.number),
    billingDetails: nullable(BillingDetails),
  },
);
export type CreditCard = t.TypeOf<typeof CreditCard>;

import { billingDetailsSchema } from './billing-details.js';

/** Our object ids and provider ids (pm_..., card-1): letters, digits, '_' and '-'. */
export const ID_PATTERN = '^[A-Za-z0-9_-]{1,255}$';

export const nullableBillingDetailsSchema = { ...billingDetailsSchema, type: ['object', 'null'] } as const;

/** A stored card as the app's CreditCard codec reads it; nothing else is serialised. */
export const creditCardSchema = {
  type: 'object',
  required: ['cardId', 'userId', 'brand', 'last4', 'expMonth', 'expYear', 'billingDetails'],
  properties: {
    cardId: { type: 'string' },
    userId: { type: 'string' },
    brand: { type: 'string' },
    last4: { type: 'string' },
    expMonth: { type: 'integer' },
    expYear: { type: 'integer' },
    billingDetails: nullableBillingDetailsSchema,
  },
} as const;

import { HttpError } from '../http/http-error.js';

/**
 * What may be known of a card here (docs/host/decisions.md#payment-cards): its brand, last
 * four digits and expiry, never its number or security code.
 */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The brands the sandbox widget tells apart (src/adapters/payment/sandbox-card-rules.ts), Stripe's names. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'];

export const cardSummarySchema = {
  type: 'object',
  required: ['brand', 'last4', 'expMonth', 'expYear'],
  additionalProperties: false,
  properties: {
    brand: { type: 'string', enum: CARD_BRANDS },
    last4: { type: 'string', pattern: '^[0-9]{4}$' },
    expMonth: { type: 'integer', minimum: 1, maximum: 12 },
    expYear: { type: 'integer', minimum: 2000, maximum: 2200 },
  },
} as const;

export const EXPIRED_CARD = "Your card's expiration date is in the past.";

/** A card is good through the last day of its expiry month (UTC), as the widget judges it. */
export const isCardExpired = ({ expMonth, expYear }: Pick<CardSummary, 'expMonth' | 'expYear'>, now: Date) =>
  expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);

export const assertCardNotExpired = (card: CardSummary, now: Date): void => {
  if (isCardExpired(card, now)) throw new HttpError(400, EXPIRED_CARD);
};

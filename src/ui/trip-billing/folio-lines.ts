import { formatDate, formatUsd } from '../../core/formatting/index.js';
import { type Folio, folioBalanceCents } from '../../core/itinerary/index.js';
import type { CreditCard } from '../../core/payment/index.js';
import { dollarsToCents } from '../../core/shared/index.js';

export interface FolioLine {
  readonly id: string;
  readonly date: string;
  readonly description: string;
  readonly kind: 'Charge' | 'Payment';
  readonly amount: string;
}

export interface FolioLines {
  readonly lines: readonly FolioLine[];
  /** The balance in words: what is still owed, or that nothing is. */
  readonly balance: string;
  readonly owing: boolean;
  /** The card attached to the trip, in words, or null when none is. */
  readonly paymentCard: string | null;
}

/**
 * A folio as the billing page reads it: each line's day, what it was, charge or payment
 * (payments are negative, docs/product/entities.md) and its amount in dollars and cents; the
 * balance the host gives, else the lines' sum.
 */
export const folioLines = (folio: Folio): FolioLines => {
  const balance = folioBalanceCents(folio);
  return {
    lines: folio.entries.map((entry) => {
      const cents = dollarsToCents(entry.amount);
      const payment = cents < 0 || entry.type === 'payment';
      return {
        id: entry.objectId,
        date: formatDate(entry.date, 'longDateUnpadded'),
        description: entry.description,
        kind: payment ? 'Payment' : 'Charge',
        amount: formatUsd(cents, { withCents: true }),
      };
    }),
    balance: `${formatUsd(balance, { withCents: true })}${balance < 0 ? ' in your favour' : ''}`,
    owing: balance > 0,
    paymentCard: folio.paymentCard ? cardWords(folio.paymentCard) : null,
  };
};

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card as the guest recognises it: brand, last four digits and expiry when known. */
export const cardWords = (
  card: Pick<CreditCard, 'brand' | 'last4'> & Partial<Pick<CreditCard, 'expMonth' | 'expYear'>>,
): string => {
  const brand = (card.brand && BRANDS[card.brand.toLowerCase()]) || 'Card';
  const digits = card.last4 ? ` ending in ${card.last4}` : '';
  const expiry =
    card.expMonth && card.expYear
      ? `, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
      : '';
  return `${brand}${digits}${expiry}`;
};

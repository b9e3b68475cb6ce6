/**
 * What the sandbox card widget knows about card numbers: brands, lengths, the Luhn check,
 * and Stripe's test cards, so the sandbox answers the way Stripe's test mode does
 * (docs/host/decisions.md#payment-cards). Pure functions: the digits are passed in, never kept.
 */

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'unknown';

interface BrandRule {
  readonly brand: CardBrand;
  readonly label: string;
  readonly pattern: RegExp;
  readonly lengths: readonly number[];
  readonly cvcLength: number;
  /** Where the displayed number gets a space. */
  readonly gaps: readonly number[];
}

// Order matters: JCB (35) before Diners (3[0689]); UnionPay (62) before Discover (6...).
const BRANDS: readonly BrandRule[] = [
  { brand: 'visa', label: 'Visa', pattern: /^4/, lengths: [13, 16, 19], cvcLength: 3, gaps: [4, 8, 12] },
  {
    brand: 'mastercard',
    label: 'Mastercard',
    pattern: /^(5[1-5]|2(2[2-9]|[3-6]|7[01]|720))/,
    lengths: [16],
    cvcLength: 3,
    gaps: [4, 8, 12],
  },
  { brand: 'amex', label: 'American Express', pattern: /^3[47]/, lengths: [15], cvcLength: 4, gaps: [4, 10] },
  { brand: 'jcb', label: 'JCB', pattern: /^35/, lengths: [16, 19], cvcLength: 3, gaps: [4, 8, 12] },
  {
    brand: 'diners',
    label: 'Diners Club',
    pattern: /^3[0689]/,
    lengths: [14, 16],
    cvcLength: 3,
    gaps: [4, 10],
  },
  { brand: 'unionpay', label: 'UnionPay', pattern: /^62/, lengths: [16, 19], cvcLength: 3, gaps: [4, 8, 12] },
  {
    brand: 'discover',
    label: 'Discover',
    pattern: /^(6011|64[4-9]|65)/,
    lengths: [16, 19],
    cvcLength: 3,
    gaps: [4, 8, 12],
  },
];

const UNKNOWN: BrandRule = {
  brand: 'unknown',
  label: '',
  pattern: /^/,
  lengths: [16],
  cvcLength: 3,
  gaps: [4, 8, 12],
};

export const MAX_CARD_DIGITS = 19;

const ruleFor = (digits: string): BrandRule => BRANDS.find((rule) => rule.pattern.test(digits)) ?? UNKNOWN;

export const detectBrand = (digits: string): CardBrand => ruleFor(digits).brand;
export const brandLabel = (brand: CardBrand): string =>
  BRANDS.find((rule) => rule.brand === brand)?.label ?? UNKNOWN.label;
export const cvcLength = (digits: string): number => ruleFor(digits).cvcLength;
export const maxLength = (digits: string): number => Math.max(...ruleFor(digits).lengths);

/** Long enough to be a whole number of its brand (unknown brands: 16). */
export const hasFullLength = (digits: string): boolean => ruleFor(digits).lengths.includes(digits.length);

/** The Luhn checksum every card number carries: the core's rule, shared with the host. */
export { passesLuhn } from '../../core/payment/index.js';

/** '4242424242424242' -> '4242 4242 4242 4242'; Amex 4-6-5. */
export const formatCardNumber = (digits: string): string => {
  const { gaps } = ruleFor(digits);
  let text = '';
  for (let index = 0; index < digits.length; index += 1) {
    if (gaps.includes(index)) text += ' ';
    text += digits[index];
  }
  return text;
};

/** '1', '12', '123' -> '1', '12', '12/3'; a first digit above 1 is a month: '4' -> '04'. */
export const normaliseExpiryDigits = (digits: string): string =>
  (/^[2-9]/.test(digits) ? `0${digits}` : digits).slice(0, 4);
export const formatExpiry = (digits: string): string =>
  digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;

export interface Expiry {
  readonly month: number;
  readonly year: number;
}

/** 'MMYY' as a month and a four-digit year, or null when the month is not 01 to 12. */
export const parseExpiry = (digits: string): Expiry | null => {
  if (!/^\d{4}$/.test(digits)) return null;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(digits.slice(2)) };
};

/** A card is good through the last day of its expiry month. */
export const isExpired = ({ month, year }: Expiry, now: Date): boolean =>
  year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);

/** Stripe's messages for what the guest typed (the widget's change state). */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  postalIncomplete: 'Your postal code is incomplete.',
} as const;

/**
 * Stripe's test cards that fail, with Stripe's words. Any other number that passes the
 * Luhn check succeeds, as 4242 4242 4242 4242 does.
 */
export const DECLINING_TEST_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

/** The decline message for a test card that fails, or null. */
export const declineFor = (digits: string): string | null => DECLINING_TEST_CARDS[digits] ?? null;

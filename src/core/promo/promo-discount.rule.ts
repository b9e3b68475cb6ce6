import { type Cents, cents } from '../shared/index.js';

/** A code takes a percentage or a fixed amount off (docs/host/decisions.md#promo-codes). */
export const PROMO_KINDS = ['percent', 'fixed'] as const;

export type PromoKind = (typeof PROMO_KINDS)[number];

/**
 * A redeemed promo code's effect on a price (docs/host/decisions.md#promo-codes): a percent of the
 * subtotal or a fixed amount off.
 */
export type PromoDiscount =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'fixed'; readonly amount: Cents };

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/**
 * The cents one discount takes off `subtotal`. Percents are clamped to 0..100 and fixed
 * amounts to 0..subtotal: a discount never adds to a price nor takes more than there is.
 */
export const discountAmount = (subtotal: Cents, promo: PromoDiscount): Cents => {
  const base = Math.max(0, subtotal);
  const raw = promo.kind === 'percent' ? (base * clamp(promo.percent, 0, 100)) / 100 : promo.amount;
  return cents(clamp(raw, 0, base));
};

/**
 * Every discount is taken from the same undiscounted subtotal and the sum is capped at the
 * subtotal, so the order in which a guest applied codes never changes what they pay.
 */
export const totalDiscount = (subtotal: Cents, promos: readonly PromoDiscount[]): Cents => {
  const sum = promos.reduce((acc, promo) => acc + discountAmount(subtotal, promo), 0);
  return cents(Math.min(sum, Math.max(0, subtotal)));
};

import {
  discountAmount,
  type PromoCode,
  type PromoDiscount,
  toPromoDiscount,
  totalDiscount,
} from '../promo/index.js';
import { type Cents, cents, dollarsToCents, sumCents } from '../shared/index.js';
import { type Adjustment, adjustmentsInCents } from './adjustment.entity.js';
import { type ListingPricing, listingPricingCents } from './listing-pricing.entity.js';
import { listingTotal } from './listing-total.rule.js';
import { stayNights } from './stay-nights.rule.js';

/** What a line of a home's price is, so a view can tell credits and the deposit apart. */
export type PriceLineKind =
  | 'base-rate'
  | 'fee'
  | 'adjustment'
  | 'promo'
  | 'taxes'
  | 'security-deposit'
  | 'unused-credit';

/** One line of a home's price: its name for the guest and its amount; negative is a credit. */
export interface PriceLine {
  readonly kind: PriceLineKind;
  readonly name: string;
  readonly amount: Cents;
}

export interface ListingPriceBreakdown {
  /** In the order of the listing total (docs/product/constants.md#price-totals); they sum to `total`. */
  readonly lines: readonly PriceLine[];
  /** listingTotal of the same parts. */
  readonly total: Cents;
  /** Nights of the stay when its dates are known and in order, else null. */
  readonly nights: number | null;
  /** The base rate a night, rounded to the cent, when the nights are known; else null. */
  readonly averageNightly: Cents | null;
}

export interface ListingPriceBreakdownInput {
  readonly pricing: ListingPricing;
  readonly adjustments?: readonly Adjustment[] | null;
  readonly promoCodes?: readonly PromoCode[] | null;
  readonly stay?: { readonly startDate: string; readonly endDate: string } | null;
}

export const FEE_NAME = 'Fee';
export const ADJUSTMENT_NAME = 'Adjustment';
export const PROMO_NAME = 'Promo code';
export const TAXES_NAME = 'Taxes';
export const SECURITY_DEPOSIT_NAME = 'Refundable security deposit';
/**
 * Credits beyond the whole price: the total never goes below 0
 * (docs/product/constants.md#price-totals), so what they would take off is not taken.
 */
export const UNUSED_CREDIT_NAME = 'Credit beyond the price (not paid out)';

/** A name as the host sent it, or the fallback when it sent none or only blanks. */
const nameOr = (name: string | null | undefined, fallback: string): string => name?.trim() || fallback;

/** Without -0, which would read as '-$0.00' in a view. */
const negated = (amount: number): Cents => cents(amount === 0 ? 0 : -amount);

const nightsOf = (stay: ListingPriceBreakdownInput['stay']): number | null => {
  if (!stay) return null;
  const nights = stayNights(stay);
  return Number.isInteger(nights) && nights > 0 ? nights : null;
};

const baseRateName = (nights: number | null): string =>
  nights === null ? 'Base rate' : `Base rate for ${nights} ${nights === 1 ? 'night' : 'nights'}`;

/**
 * One line per code, each taken from the same undiscounted stay; when their sum passes the
 * cap of totalDiscount, the last lines give way so the lines add up to exactly that cap
 * (docs/host/decisions.md#promo-codes: capped at what earlier codes left). A code with no
 * kind or amount takes nothing off and has no line, as toPromoDiscount says.
 */
export const promoLines = (stay: Cents, codes: readonly PromoCode[]): PriceLine[] => {
  const applied = codes.flatMap((code) => {
    const discount = toPromoDiscount(code);
    return discount ? [{ code, discount }] : [];
  });
  let left: number = totalDiscount(
    stay,
    applied.map(({ discount }) => discount),
  );
  return applied.map(({ code, discount }) => {
    const taken = Math.min(discountAmount(stay, discount), left);
    left -= taken;
    const name = code.name?.trim() ? `${PROMO_NAME} ${code.name.trim()}` : PROMO_NAME;
    return { kind: 'promo', name, amount: negated(taken) };
  });
};

/**
 * A home's whole price for a stay, line by line, in integer cents: base rate, each fee,
 * each adjustment (a concierge's change, negative for a credit), each promo code's discount,
 * taxes and the refundable security deposit. Optional parts worth nothing are left out; the
 * base rate is always there. Homes carry no coordination fee (it is a service's percent,
 * docs/product/constants.md#price-totals), so the total is listingTotal with coordination 0,
 * as on the cards and the trip. The lines always sum to that total: when credits pass the
 * whole price, a last line says what of them is not taken.
 */
export const listingPriceBreakdown = (input: ListingPriceBreakdownInput): ListingPriceBreakdown => {
  const parts = listingPricingCents(input.pricing);
  const adjustments = input.adjustments ?? [];
  const promos: PromoDiscount[] = (input.promoCodes ?? []).flatMap((code) => toPromoDiscount(code) ?? []);
  const nights = nightsOf(input.stay);

  const fees: PriceLine[] = input.pricing.pricingFees.map((fee) => ({
    kind: 'fee',
    name: nameOr(fee.name, FEE_NAME),
    amount: dollarsToCents(fee.amount),
  }));
  const adjusted: PriceLine[] = adjustments.map((adjustment) => ({
    kind: 'adjustment',
    name: nameOr(adjustment.adjustmentReason, ADJUSTMENT_NAME),
    amount: dollarsToCents(adjustment.adjustmentAmount),
  }));
  const stay = cents(parts.totalBaseRate + sumCents(parts.fees) + sumCents(adjustmentsInCents(adjustments)));

  const lines: PriceLine[] = [
    { kind: 'base-rate', name: baseRateName(nights), amount: parts.totalBaseRate },
    ...fees.filter((line) => line.amount !== 0),
    ...adjusted.filter((line) => line.amount !== 0),
    ...promoLines(stay, input.promoCodes ?? []),
    ...(parts.taxes !== 0 ? [{ kind: 'taxes' as const, name: TAXES_NAME, amount: parts.taxes }] : []),
    ...(parts.securityDeposit !== 0
      ? [{ kind: 'security-deposit' as const, name: SECURITY_DEPOSIT_NAME, amount: parts.securityDeposit }]
      : []),
  ];
  const total = listingTotal({
    ...parts,
    adjustments: adjustmentsInCents(adjustments),
    promos,
    coordination: cents(0),
  });
  const unused = total - sumCents(lines.map((line) => line.amount));
  return {
    lines:
      unused === 0
        ? lines
        : [...lines, { kind: 'unused-credit', name: UNUSED_CREDIT_NAME, amount: cents(unused) }],
    total,
    nights,
    averageNightly: nights === null ? null : cents(parts.totalBaseRate / nights),
  };
};

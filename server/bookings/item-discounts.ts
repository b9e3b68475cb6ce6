import { discountAmount, type PromoDiscount } from '../../src/core/promo/index.js';
import { type Cents, cents } from '../../src/core/shared/index.js';
import type { Queryable } from '../db/database.js';
import type { PromoCodeRow } from '../db/rows/booking-contexts-promos.js';
import { redemptionsOfItem, setRedemptionDiscount } from './redemption-share.store.js';

/** A code's effect: percent codes keep their percent, fixed codes their amount in cents. */
export const promoDiscountOf = (code: Pick<PromoCodeRow, 'kind' | 'amount'>): PromoDiscount =>
  code.kind === 'percent'
    ? { kind: 'percent', percent: code.amount }
    : { kind: 'fixed', amount: cents(code.amount) };

/**
 * Re-prices every code redeemed on the item against the item as it is now (`subtotal`, what
 * codes come off), oldest redemption first, each capped at what the earlier ones left, and
 * stores each code's share in promo_redemptions.discount_cents. Answers the codes' discounts
 * for the core's totals (which take them from the same subtotal and cap the sum, so the
 * shares stored here add up to what the totals take off). A discount is never frozen at
 * redemption: a quantity changed after a code was applied changes its discount too
 * (docs/host/pricing-integrity.md).
 */
export const repriceDiscounts = async (
  tx: Queryable,
  itemId: string,
  subtotal: Cents,
): Promise<PromoDiscount[]> => {
  const rows = await redemptionsOfItem(tx, itemId);
  let left = Math.max(0, subtotal);
  for (const row of rows) {
    const share = Math.min(discountAmount(subtotal, promoDiscountOf(row)), left);
    left -= share;
    await setRedemptionDiscount(tx, row.id, share);
  }
  return rows.map(promoDiscountOf);
};

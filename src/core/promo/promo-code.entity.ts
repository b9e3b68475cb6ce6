import * as t from 'io-ts';
import { Dollars, dollarsToCents, nullable, oneOf, struct } from '../shared/index.js';
import { PROMO_KINDS, type PromoDiscount } from './promo-discount.rule.js';
import { PromoItemType } from './promo-item-type.entity.js';

/** A code's kind, as listed in promo-discount.rule.ts. */
export const PromoKind = oneOf(PROMO_KINDS);
export type PromoKind = t.TypeOf<typeof PromoKind>;

/**
 * A promo code as applied to an item or booking (docs/product/entities.md#promo-codes). The
 * docs name no fields: `name` is the code the guest typed; `amount` is a percentage for a
 * percent code and dollars for a fixed one (docs/host/decisions.md#promo-codes).
 */
export const PromoCode = struct(
  'PromoCode',
  { objectId: t.string },
  {
    name: nullable(t.string),
    kind: nullable(PromoKind),
    amount: nullable(Dollars),
    itemType: nullable(PromoItemType),
  },
);
export type PromoCode = t.TypeOf<typeof PromoCode>;

/**
 * The code as promo-discount.rule.ts takes it, in cents. A code without kind or amount
 * takes nothing off: undefined, so the caller leaves it out of the total.
 */
export const toPromoDiscount = (code: PromoCode): PromoDiscount | undefined => {
  if (code.amount == null) return undefined;
  if (code.kind === 'percent') return { kind: 'percent', percent: code.amount };
  if (code.kind === 'fixed') return { kind: 'fixed', amount: dollarsToCents(code.amount) };
  return undefined;
};

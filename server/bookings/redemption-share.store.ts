import type { Queryable } from '../db/database.js';
import type { PromoCodeRow } from '../db/rows/booking-contexts-promos.js';

/** A code redeemed on an item, with what it takes off. */
export interface RedemptionRow {
  id: string;
  kind: PromoCodeRow['kind'];
  amount: number;
}

/**
 * The codes redeemed on the item, oldest redemption first; codes sent together in the order
 * sent (seq): the order each takes its share of the discount in.
 */
export const redemptionsOfItem = async (tx: Queryable, itemId: string): Promise<RedemptionRow[]> => {
  const { rows } = await tx.query<RedemptionRow>(
    `select r.id, c.kind, c.amount from promo_redemptions r join promo_codes c on c.id = r.promo_code_id
      where r.item_id = $1 order by r.created_at, r.seq`,
    [itemId],
  );
  return rows;
};

/** Stores a redemption's share of the item's discount, in cents. */
export const setRedemptionDiscount = async (
  tx: Queryable,
  redemptionId: string,
  cents: number,
): Promise<void> => {
  await tx.query('update promo_redemptions set discount_cents = $2 where id = $1', [redemptionId, cents]);
};

import type { Queryable } from '../../db/database.js';
import type { PromoCodeRow, PromoRedemptionRow } from '../../db/rows/booking-contexts-promos.js';

/** A redemption with the code redeemed. */
export type RedeemedCode = Pick<PromoRedemptionRow, 'item_id' | 'discount_cents'> &
  Pick<PromoCodeRow, 'id' | 'code' | 'kind' | 'amount' | 'item_type'>;

/**
 * The codes redeemed on the given service items, oldest redemption first; codes sent together
 * in the order sent (seq), as the guest applied them.
 */
export const redeemedCodesOfServiceItems = async (
  db: Queryable,
  itemIds: readonly string[],
): Promise<RedeemedCode[]> => {
  const { rows } = await db.query<RedeemedCode>(
    `select r.item_id, c.id, c.code, c.kind, c.amount, c.item_type, r.discount_cents
       from promo_redemptions r join promo_codes c on c.id = r.promo_code_id
      where r.item_kind = 'service' and r.item_id = any($1::text[])
      order by r.created_at, r.seq`,
    [[...itemIds]],
  );
  return rows;
};

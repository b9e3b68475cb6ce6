import type { Queryable } from '../../db/database.js';
import type { PromoCodeRow, PromoRedemptionRow } from '../../db/rows/booking-contexts-promos.js';

/** A redemption with the code redeemed. */
type RedeemedCode = Pick<PromoRedemptionRow, 'item_id' | 'discount_cents'> &
  Pick<PromoCodeRow, 'id' | 'code' | 'kind' | 'amount' | 'item_type'>;

/** A redeemed code as the core's PromoCode codec reads it: amount in percent or in dollars. */
export interface PromoCodeJson {
  objectId: string;
  name: string;
  kind: 'percent' | 'fixed';
  amount: number;
  itemType: string;
  discount: number;
}

/** The codes redeemed on each of the given service items (promo_redemptions), by item id. */
export const loadPromoCodes = async (
  db: Queryable,
  itemIds: readonly string[],
): Promise<Map<string, PromoCodeJson[]>> => {
  const byItem = new Map<string, PromoCodeJson[]>();
  if (itemIds.length === 0) return byItem;
  const { rows } = await db.query<RedeemedCode>(
    `select r.item_id, c.id, c.code, c.kind, c.amount, c.item_type, r.discount_cents
       from promo_redemptions r join promo_codes c on c.id = r.promo_code_id
      where r.item_kind = 'service' and r.item_id = any($1::text[])
      order by r.created_at, c.code`,
    [[...itemIds]],
  );
  for (const row of rows) {
    const list = byItem.get(row.item_id) ?? [];
    list.push({
      objectId: row.id,
      name: row.code,
      kind: row.kind,
      amount: row.kind === 'percent' ? row.amount : row.amount / 100,
      itemType: row.item_type,
      discount: row.discount_cents / 100,
    });
    byItem.set(row.item_id, list);
  }
  return byItem;
};

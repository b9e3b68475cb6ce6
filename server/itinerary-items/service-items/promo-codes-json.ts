import type { Queryable } from '../../db/database.js';
import { redeemedCodesOfServiceItems } from './redeemed-code.store.js';

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
  for (const row of await redeemedCodesOfServiceItems(db, itemIds)) {
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

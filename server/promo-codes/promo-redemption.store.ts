import type { Cents } from '../../src/core/shared/index.js';
import { cents } from '../../src/core/shared/index.js';
import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import type { PromoRedemptionRow } from '../db/rows/booking-contexts-promos.js';
import type { ItemKind } from '../db/rows/trips.js';

/** All the SQL of redeeming promo codes on an item (docs/host/pricing-integrity.md#promo-codes). */

export interface RedemptionOnItem {
  promoCodeId: string;
  discount: Cents;
}

/** The codes redeemed on the item, oldest first, with each one's share. */
export const loadRedemptionsOn = async (tx: Queryable, itemId: string): Promise<RedemptionOnItem[]> => {
  const { rows } = await tx.query<Pick<PromoRedemptionRow, 'promo_code_id' | 'discount_cents'>>(
    'select promo_code_id, discount_cents from promo_redemptions where item_id = $1 order by created_at, id',
    [itemId],
  );
  return rows.map((row) => ({ promoCodeId: row.promo_code_id, discount: cents(row.discount_cents) }));
};

export const insertRedemption = async (
  tx: Queryable,
  redemption: { promoCodeId: string; userId: string; itemId: string; itemKind: ItemKind; discount: Cents },
): Promise<void> => {
  await tx.query(
    `insert into promo_redemptions (id, promo_code_id, user_id, item_id, item_kind, discount_cents)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      newObjectId(),
      redemption.promoCodeId,
      redemption.userId,
      redemption.itemId,
      redemption.itemKind,
      redemption.discount,
    ],
  );
};

/**
 * Serialises the guest's redemptions to the end of the transaction (an advisory lock on their
 * id), so two requests racing cannot both spend a single-use code.
 */
export const lockGuestRedemptions = async (tx: Queryable, userId: string): Promise<void> => {
  await tx.query(`select pg_advisory_xact_lock(hashtext('promo_redemptions:' || $1))`, [userId]);
};

import type { Queryable } from '../../db/database.js';
import type { PromoCodeRow } from '../../db/rows/booking-contexts-promos.js';
import type { DatesAsText } from '../../db/rows/row-shapes.js';

/** A promo code as seeded: a promo_codes row, its expiry as ISO text. */
export type PromoCodeSeed = DatesAsText<PromoCodeRow>;

/**
 * Writes the codes, replacing what a code of the same id held before (provider states and
 * tests put a code back the way they need it). Redemptions are kept.
 */
export const upsertPromoCodes = async (db: Queryable, codes: readonly PromoCodeSeed[]): Promise<void> => {
  for (const promo of codes) {
    await db.query(
      `insert into promo_codes (id, code, kind, amount, item_type, min_subtotal_cents, expires_at,
                                single_use_per_guest, combinable, active, description)
       values ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8, $9, $10, $11)
       on conflict (id) do update set code = excluded.code, kind = excluded.kind, amount = excluded.amount,
         item_type = excluded.item_type, min_subtotal_cents = excluded.min_subtotal_cents,
         expires_at = excluded.expires_at, single_use_per_guest = excluded.single_use_per_guest,
         combinable = excluded.combinable, active = excluded.active, description = excluded.description`,
      [
        promo.id,
        promo.code,
        promo.kind,
        promo.amount,
        promo.item_type,
        promo.min_subtotal_cents,
        promo.expires_at,
        promo.single_use_per_guest,
        promo.combinable,
        promo.active,
        promo.description,
      ],
    );
  }
};

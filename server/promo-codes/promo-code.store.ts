import type { Queryable } from '../db/database.js';
import type { PromoCodeRow } from '../db/rows/booking-contexts-promos.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import { isoInstantSql } from '../db/sql-dates.js';

/** A promo_codes row as COLUMNS reads it, times as ISO strings. */
export type PromoCodeRecord = DatesAsText<PromoCodeRow>;

const COLUMNS = `id, code, kind, amount, item_type, min_subtotal_cents,
  ${isoInstantSql('expires_at')} as expires_at,
  single_use_per_guest, combinable, active, description`;

/** Codes by what the guest typed, in any case; unknown names are left out. */
export const findPromoCodesByName = async (
  db: Queryable,
  names: readonly string[],
): Promise<PromoCodeRecord[]> => {
  if (names.length === 0) return [];
  const { rows } = await db.query<PromoCodeRecord>(
    `select ${COLUMNS} from promo_codes where upper(code) = any($1::text[])`,
    [names.map((name) => name.trim().toUpperCase())],
  );
  return rows;
};

export const findPromoCodesById = async (
  db: Queryable,
  ids: readonly string[],
): Promise<PromoCodeRecord[]> => {
  if (ids.length === 0) return [];
  const { rows } = await db.query<PromoCodeRecord>(
    `select ${COLUMNS} from promo_codes where id = any($1::text[])`,
    [[...ids]],
  );
  return rows;
};

/**
 * Whether the guest has redeemed the code anywhere (docs/host/decisions.md#promo-codes:
 * single use per guest).
 */
export const hasRedeemed = async (db: Queryable, userId: string, promoCodeId: string): Promise<boolean> => {
  const { rows } = await db.query<{ used: boolean }>(
    'select exists (select 1 from promo_redemptions where user_id = $1 and promo_code_id = $2) as used',
    [userId, promoCodeId],
  );
  return rows[0]?.used === true;
};

/** The promo data the app reads (core PromoCode): amount is a percent, or dollars for a fixed code. */
export const toPromoData = (code: PromoCodeRecord) => ({
  objectId: code.id,
  name: code.code,
  kind: code.kind,
  amount: code.kind === 'percent' ? code.amount : code.amount / 100,
  itemType: code.item_type,
  description: code.description,
});

/** Whether the guest has already redeemed the code on this item. */
export const isRedeemedOn = async (
  db: Queryable,
  userId: string,
  promoCodeId: string,
  itemId: string,
): Promise<boolean> => {
  const { rows } = await db.query<{ applied: boolean }>(
    `select exists (select 1 from promo_redemptions
                     where user_id = $1 and promo_code_id = $2 and item_id = $3) as applied`,
    [userId, promoCodeId, itemId],
  );
  return rows[0]?.applied === true;
};

import { PROMO_REFUSED_CODE } from '../../src/core/booking-terms/index.js';
import { discountAmount } from '../../src/core/promo/index.js';
import { cents, sumCents } from '../../src/core/shared/index.js';
import { promoDiscountOf, repriceDiscounts } from '../bookings/item-discounts.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { findPromoCodesById, hasRedeemed, type PromoCodeRecord, toPromoData } from './promo-code.store.js';
import { insertRedemption, loadRedemptionsOn, lockGuestRedemptions } from './promo-redemption.store.js';
import { PROMO_REFUSALS, promoRefusal } from './promo-refusal.js';
import { loadRedeemableItem, type RedeemableItem } from './redeemable-item.js';

/** One result per code sent: the promo data of a redeemed code, or why it was refused. */
export type RedemptionResult = ReturnType<typeof toPromoData> | { errorMessage: string };

/**
 * Redeems the codes one by one, in the order sent, each judged beside those already on the
 * item and those accepted before it. Then every code on the item is re-priced against the
 * item as it is now (repriceDiscounts): each takes its share of the subtotal, capped at what
 * earlier codes left, so the codes never take more than the item costs, and a code redeemed
 * after a large one still counts once the item's price changes. The caller holds the guest's
 * lock (lockGuestRedemptions).
 */
export const redeemCodes = async (
  tx: Queryable,
  userId: string,
  item: RedeemableItem,
  promoCodeIds: readonly string[],
  now: Date,
): Promise<RedemptionResult[]> => {
  const redeemed = await loadRedemptionsOn(tx, item.id);
  const known = await findPromoCodesById(tx, [...redeemed.map((row) => row.promoCodeId), ...promoCodeIds]);
  const onItem = redeemed.flatMap((row) => {
    const code = known.find((candidate) => candidate.id === row.promoCodeId);
    return code ? [{ code, discount: row.discount }] : [];
  });
  const results: RedemptionResult[] = [];
  for (const id of promoCodeIds) {
    const code: PromoCodeRecord | undefined = known.find((candidate) => candidate.id === id);
    const refusal = promoRefusal(code, {
      now,
      itemType: item.promoItemType,
      subtotal: item.subtotal,
      usedByGuest: code ? await hasRedeemed(tx, userId, code.id) : false,
      appliedToItem: onItem.some((on) => on.code.id === id),
      otherCodes: onItem.map((on) => on.code),
    });
    if (refusal || !code) {
      results.push({ errorMessage: refusal ?? PROMO_REFUSALS.unknown });
      continue;
    }
    const left = cents(Math.max(0, item.subtotal - sumCents(onItem.map((on) => on.discount))));
    const discount = cents(Math.min(discountAmount(item.subtotal, promoDiscountOf(code)), left));
    await insertRedemption(tx, {
      promoCodeId: code.id,
      userId,
      itemId: item.id,
      itemKind: item.kind,
      discount,
    });
    onItem.push({ code, discount });
    results.push(toPromoData(code));
  }
  await repriceDiscounts(tx, item.id, item.subtotal);
  return results;
};

/** The host's code for a reserve refused because a code the guest chose no longer applies (the core's). */
export { PROMO_REFUSED_CODE };

/**
 * The promo codes the guest chose in the booking context, redeemed on the item inside the
 * reserve's transaction, before the reserve records what it charges
 * (docs/host/pricing-integrity.md#promo-codes): the total reserved is the total the panel
 * showed, codes taken off, whether the guest chose them signed in or before signing in. Codes
 * already on the item are kept as they are. A code that no longer applies (expired, already
 * used by this guest, ...) refuses the reserve (409, with the refusal's words): the guest
 * is never charged more than the panel said without being told.
 */
export const redeemChosenCodes = async (
  tx: Queryable,
  userId: string,
  place: { itineraryId: string; itemId: string },
  promoCodeIds: readonly string[],
  now: Date,
): Promise<void> => {
  if (promoCodeIds.length === 0) return;
  await lockGuestRedemptions(tx, userId);
  const item = await loadRedeemableItem(tx, place.itineraryId, place.itemId);
  const already = new Set((await loadRedemptionsOn(tx, item.id)).map((row) => row.promoCodeId));
  const fresh = [...new Set(promoCodeIds)].filter((id) => !already.has(id));
  if (fresh.length === 0) return;
  const results = await redeemCodes(tx, userId, item, fresh, now);
  const refused = results.find((result): result is { errorMessage: string } => 'errorMessage' in result);
  if (refused) throw new HttpError(409, refused.errorMessage, PROMO_REFUSED_CODE);
};

import { formatUsd } from '../../src/core/formatting/index.js';
import type { PromoItemType } from '../../src/core/promo/index.js';
import { type Cents, cents } from '../../src/core/shared/index.js';
import type { PromoCodeRecord } from './promo-code.store.js';

/** Each refusal has its own message, which the app shows as it is (docs/host/decisions.md#promo-codes). */
export const PROMO_REFUSALS = {
  unknown: 'This promo code does not exist.',
  inactive: 'This promo code is no longer active.',
  expired: 'This promo code has expired.',
  wrongItemType: (itemType: PromoItemType) => `This promo code applies only to ${itemType}.`,
  belowMinimum: (minimum: Cents) =>
    `This promo code needs a subtotal of at least ${formatUsd(minimum, { withCents: false })}.`,
  alreadyUsed: 'You have already used this promo code.',
  alreadyApplied: 'This promo code is already applied to this item.',
  notCombinable: 'This promo code cannot be combined with other promo codes.',
} as const;

export interface PromoUse {
  now: Date;
  /** What the code would be applied to: a home or a service. */
  itemType: PromoItemType;
  subtotal: Cents;
  /** The guest has redeemed this code before (anywhere). */
  usedByGuest: boolean;
  /** This code is already redeemed on this very item. */
  appliedToItem: boolean;
  /** The other codes applied beside it. */
  otherCodes: readonly PromoCodeRecord[];
}

/**
 * Why `code` cannot be used this way, or null when it can. The checks run from what is
 * true of the code alone to what depends on the guest's cart, so a guest is first told
 * what no change of theirs can fix.
 */
export const promoRefusal = (code: PromoCodeRecord | undefined, use: PromoUse): string | null => {
  if (!code) return PROMO_REFUSALS.unknown;
  if (!code.active) return PROMO_REFUSALS.inactive;
  if (code.expires_at !== null && Date.parse(code.expires_at) <= use.now.getTime())
    return PROMO_REFUSALS.expired;
  if (code.item_type !== use.itemType) return PROMO_REFUSALS.wrongItemType(code.item_type);
  if (code.min_subtotal_cents !== null && use.subtotal < code.min_subtotal_cents) {
    return PROMO_REFUSALS.belowMinimum(cents(code.min_subtotal_cents));
  }
  if (use.appliedToItem) return PROMO_REFUSALS.alreadyApplied;
  if (code.single_use_per_guest && use.usedByGuest) return PROMO_REFUSALS.alreadyUsed;
  const others = use.otherCodes.filter((other) => other.id !== code.id);
  // Combining needs both sides' consent: a code that stands alone refuses company either way.
  if (others.length > 0 && (!code.combinable || others.some((other) => !other.combinable))) {
    return PROMO_REFUSALS.notCombinable;
  }
  return null;
};

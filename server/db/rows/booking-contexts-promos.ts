import type { BookingState, ComputedValidationState } from '../../../src/core/booking/index.js';
import type { BookingItemType } from '../../../src/core/booking-terms/index.js';
import type { PromoItemType, PromoKind } from '../../../src/core/promo/index.js';
import type { ItemKind } from './trips.js';

/**
 * Rows of 009_booking_contexts_promos.sql: what a guest chose for an item before reserving,
 * and promo codes with their redemptions.
 */

export interface BookingContextRow {
  id: string;
  /** null while anonymous: the visitor holds the id. */
  user_id: string | null;
  item_id: string;
  item_type: BookingItemType;
  booking_state: BookingState;
  computed_validation_state: ComputedValidationState | null;
  created_at: Date;
  updated_at: Date;
}

export interface PromoCodeRow {
  id: string;
  /** Guests type codes in any case: look-ups go through upper(code). */
  code: string;
  kind: PromoKind;
  /** Percent: whole percent (1-100); fixed: cents. */
  amount: number;
  item_type: PromoItemType;
  min_subtotal_cents: number | null;
  expires_at: Date | null;
  single_use_per_guest: boolean;
  combinable: boolean;
  active: boolean;
  description: string;
}

export interface PromoRedemptionRow {
  id: string;
  promo_code_id: string;
  user_id: string;
  item_id: string;
  item_kind: ItemKind;
  discount_cents: number;
  /** The order rows were written in, where they share created_at (migration 063). */
  seq: string | number;
  created_at: Date;
}

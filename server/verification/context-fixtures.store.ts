import type { Queryable } from '../db/database.js';

/** Booking contexts and promo redemptions as the provider states make them (booking.states.ts, context.states.ts). */

/** A booking context as a state writes it. */
export interface PactContext {
  id: string;
  userId: string | null;
  itemId: string;
  itemType: string;
  bookingState: object;
}

/** A booking context written as given (its validation left as it was). */
export const upsertContext = async (
  db: Queryable,
  context: PactContext & { userId: string },
): Promise<void> => {
  await db.query(
    `insert into booking_contexts (id, user_id, item_id, item_type, booking_state)
     values ($1, $2, $3, $4, $5::jsonb)
     on conflict (id) do update set user_id = excluded.user_id, item_id = excluded.item_id,
       item_type = excluded.item_type, booking_state = excluded.booking_state, updated_at = now()`,
    [context.id, context.userId, context.itemId, context.itemType, JSON.stringify(context.bookingState)],
  );
};

/**
 * Writes the context as given, with no validation computed, and, for a guest's, drops their
 * other contexts for the item (one per item).
 */
export const replaceContext = async (db: Queryable, context: PactContext): Promise<void> => {
  await db.query(
    `insert into booking_contexts (id, user_id, item_id, item_type, booking_state, computed_validation_state)
     values ($1, $2, $3, $4, $5::jsonb, null)
     on conflict (id) do update set user_id = excluded.user_id, item_id = excluded.item_id,
       item_type = excluded.item_type, booking_state = excluded.booking_state,
       computed_validation_state = null, updated_at = now()`,
    [context.id, context.userId, context.itemId, context.itemType, JSON.stringify(context.bookingState)],
  );
  if (context.userId)
    await db.query(
      'delete from booking_contexts where user_id = $1 and item_type = $2 and item_id = $3 and id <> $4',
      [context.userId, context.itemType, context.itemId, context.id],
    );
};

/** Every context of the guest but `contextId` goes. */
export const deleteOtherContexts = async (
  db: Queryable,
  userId: string,
  contextId: string,
): Promise<void> => {
  await db.query('delete from booking_contexts where user_id = $1 and id <> $2', [userId, contextId]);
};

/** Nobody has redeemed the promo code. */
export const deletePromoRedemptions = async (db: Queryable, promoCodeId: string): Promise<void> => {
  await db.query('delete from promo_redemptions where promo_code_id = $1', [promoCodeId]);
};

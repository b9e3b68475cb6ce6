import type { BookingState, ComputedValidationState } from '../../src/core/booking/index.js';
import type { BookingItemType } from '../../src/core/booking-terms/index.js';
import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import type { BookingContextRow } from '../db/rows/booking-contexts-promos.js';

/** A booking_contexts row as COLUMNS reads it: all but its timestamps. */
export type BookingContextRecord = Omit<BookingContextRow, 'created_at' | 'updated_at'>;

const COLUMNS = 'id, user_id, item_id, item_type, booking_state, computed_validation_state';

/** The context as the app decodes it (core BookingContext). */
export const toBookingContext = (record: BookingContextRecord) => ({
  objectId: record.id,
  itemId: record.item_id,
  itemType: record.item_type,
  bookingState: record.booking_state,
  computedValidationState: record.computed_validation_state,
});

/** One context by id, or null. `forUpdate` holds the row until the transaction ends. */
export const findBookingContext = async (
  db: Queryable,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<BookingContextRecord | null> => {
  const { rows } = await db.query<BookingContextRecord>(
    `select ${COLUMNS} from booking_contexts where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

/**
 * The contexts with these ids that `userId` may read: anonymous ones (held by whoever knows
 * the id) and the user's own, never another guest's. In the order the ids were given.
 */
export const readableBookingContexts = async (
  db: Queryable,
  ids: readonly string[],
  userId: string | null,
): Promise<BookingContextRecord[]> => {
  if (ids.length === 0) return [];
  const { rows } = await db.query<BookingContextRecord>(
    `select ${COLUMNS} from booking_contexts
      where id = any($1::text[]) and (user_id is null or user_id = $2)`,
    [[...ids], userId],
  );
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
};

/** The user's contexts, the most recently saved last (as the app lists them). */
export const userBookingContexts = async (db: Queryable, userId: string): Promise<BookingContextRecord[]> => {
  const { rows } = await db.query<BookingContextRecord>(
    `select ${COLUMNS} from booking_contexts where user_id = $1 order by updated_at, id`,
    [userId],
  );
  return rows;
};

/** Serialises one user's context writes, so "one context per item" holds under races. */
export const lockUserContexts = async (tx: Queryable, userId: string): Promise<void> => {
  await tx.query(`select pg_advisory_xact_lock(hashtext('booking_contexts:' || $1))`, [userId]);
};

export interface NewBookingContext {
  userId: string | null;
  itemId: string;
  itemType: BookingItemType;
  bookingState: BookingState;
  validation: ComputedValidationState | null;
}

/**
 * Creates a context. As docs/product/flows.md#booking-contexts says, a signed-in guest's new
 * context replaces any other of theirs for the same item (an anonymous visitor's are only
 * known to their browser).
 */
export const insertBookingContext = async (
  tx: Queryable,
  context: NewBookingContext,
): Promise<BookingContextRecord> => {
  if (context.userId) {
    await lockUserContexts(tx, context.userId);
    await tx.query('delete from booking_contexts where user_id = $1 and item_type = $2 and item_id = $3', [
      context.userId,
      context.itemType,
      context.itemId,
    ]);
  }
  const { rows } = await tx.query<BookingContextRecord>(
    `insert into booking_contexts (id, user_id, item_id, item_type, booking_state, computed_validation_state)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
     returning ${COLUMNS}`,
    [
      newObjectId(),
      context.userId,
      context.itemId,
      context.itemType,
      JSON.stringify(context.bookingState),
      context.validation === null ? null : JSON.stringify(context.validation),
    ],
  );
  return rows[0] as BookingContextRecord;
};

export const updateBookingContext = async (
  db: Queryable,
  id: string,
  bookingState: BookingState,
  validation: ComputedValidationState | null,
): Promise<BookingContextRecord> => {
  const { rows } = await db.query<BookingContextRecord>(
    `update booking_contexts
        set booking_state = $2::jsonb, computed_validation_state = $3::jsonb, updated_at = now()
      where id = $1
      returning ${COLUMNS}`,
    [id, JSON.stringify(bookingState), validation === null ? null : JSON.stringify(validation)],
  );
  return rows[0] as BookingContextRecord;
};

/**
 * Hands the anonymous contexts among `ids` to the user
 * (docs/product/flows.md#booking-contexts and docs/product/roles.md#anonymous-visitors), then
 * keeps one context per item: where the user now has two for an item, the one saved last
 * stays. Answers the contexts among `ids` that are the user's afterwards; another guest's are
 * left alone.
 */
export const attachBookingContexts = async (
  tx: Queryable,
  ids: readonly string[],
  userId: string,
): Promise<BookingContextRecord[]> => {
  await lockUserContexts(tx, userId);
  await tx.query('update booking_contexts set user_id = $2 where id = any($1::text[]) and user_id is null', [
    [...ids],
    userId,
  ]);
  await tx.query(
    `delete from booking_contexts older
      where older.user_id = $1
        and exists (select 1 from booking_contexts newer
                     where newer.user_id = older.user_id and newer.item_type = older.item_type
                       and newer.item_id = older.item_id and newer.id <> older.id
                       and (newer.updated_at, newer.id) > (older.updated_at, older.id))`,
    [userId],
  );
  const { rows } = await tx.query<BookingContextRecord>(
    `select ${COLUMNS} from booking_contexts where id = any($1::text[]) and user_id = $2`,
    [[...ids], userId],
  );
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
};

/** Deletes anonymous contexts nobody has touched for `days` before `now`; answers how many. */
export const deleteAnonymousContextsUntouchedFor = async (
  db: Queryable,
  now: Date,
  days: number,
): Promise<number> => {
  const { rows } = await db.query<{ id: string }>(
    `delete from booking_contexts
      where user_id is null and updated_at < $1::timestamptz - make_interval(days => $2)
      returning id`,
    [now.toISOString(), days],
  );
  return rows.length;
};

/** The booking state of a context the user may read (their own, or one nobody has claimed), or null. */
export const findBookingStateReadableBy = async (
  db: Queryable,
  id: string,
  userId: string,
): Promise<Pick<BookingContextRow, 'booking_state'> | null> => {
  const { rows } = await db.query<Pick<BookingContextRow, 'booking_state'>>(
    'select booking_state from booking_contexts where id = $1 and (user_id = $2 or user_id is null)',
    [id, userId],
  );
  return rows[0] ?? null;
};

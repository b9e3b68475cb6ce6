import type { Queryable } from '../db/database.js';
import type { PromotionalMessageRow } from '../db/rows/guests-marketing.js';

export type RunningPromotion = Omit<PromotionalMessageRow, 'id'>;

/** The promotions running at `now`, oldest first. */
export const runningPromotions = async (db: Queryable, now: Date): Promise<RunningPromotion[]> => {
  const { rows } = await db.query<RunningPromotion>(
    `select key, title, message, link_url, link_text, product_lines, starts_at, ends_at
       from promotional_messages
      where starts_at <= $1 and (ends_at is null or ends_at > $1)
      order by starts_at, key`,
    [now],
  );
  return rows;
};

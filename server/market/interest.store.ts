import type { Queryable } from '../db/database.js';
import type { UserInterestRow } from '../db/rows/guests-marketing.js';

export type OfferedInterest = Pick<UserInterestRow, 'name' | 'image_url'>;

/** What the interests are filtered by; null leaves a filter out. */
export interface InterestFilter {
  marketId: string | null;
  ages: readonly string[] | null;
  months: readonly number[] | null;
}

/** The market's own interests first, then those offered everywhere. */
export const offeredInterests = async (db: Queryable, filter: InterestFilter): Promise<OfferedInterest[]> => {
  const { rows } = await db.query<OfferedInterest>(
    `select name, image_url from user_interests i
      where (i.market_id is null or i.market_id = $1)
        and ($2::text[] is null or i.guest_ages && $2::text[])
        and (i.months is null or $3::int[] is null or i.months && $3::int[])
      order by (i.market_id is null), i.sort_order, i.name`,
    [filter.marketId, filter.ages, filter.months],
  );
  return rows;
};

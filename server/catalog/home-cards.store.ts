import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { HomeRecord } from './home.store.js';
import { LISTING_SUMMARY_COLUMNS, type ListingSummaryRow } from './listing-summary.js';
import type { StayDates } from './stay-dates.js';

/** The groups the catalog page shows homes under. */
export type HomeGroup = 'category' | 'destination';

/** A home's card row under the group (category or destination) it is shown in. */
export type GroupedHomeRow = ListingSummaryRow & { group_id: string };

/** The most popular active homes of each group (category or destination), `perGroup` each. */
export const findTopHomesBy = async (
  db: Queryable,
  group: HomeGroup,
  perGroup: number,
): Promise<GroupedHomeRow[]> => {
  const source =
    group === 'category' ? 'listing_categories g join listings l on l.id = g.listing_id' : 'listings l';
  const key = group === 'category' ? 'g.category_id' : 'l.destination_id';
  const { rows } = await db.query<GroupedHomeRow>(
    `select * from (
       select ${key} as group_id, ${LISTING_SUMMARY_COLUMNS},
              row_number() over (partition by ${key} order by l.score desc, l.id) as position
         from ${source}
         join destinations d on d.id = l.destination_id
        where l.active
     ) ranked
     where position <= $1
     order by group_id, position`,
    [perGroup],
  );
  return rows;
};

/**
 * Up to `limit` active homes in the home's market but itself: the same destination first,
 * then the closest in bedrooms and in price. With dates, only homes free for them.
 */
export const findSimilarHomeRows = async (
  db: Queryable,
  home: HomeRecord,
  dates: StayDates | undefined,
  limit: number,
): Promise<ListingSummaryRow[]> => {
  const p = new SqlParams();
  const where = ['l.active', `l.id <> ${p.add(home.id)}`, `d.market_id = ${p.add(home.market_id)}`];
  if (dates) {
    where.push(`l.minimum_stay_nights <= ${p.add(dates.nights)}`);
    where.push(`not exists (select 1 from listing_unavailable_ranges u where u.listing_id = l.id
                  and u.stay && daterange(${p.add(dates.startDate)}::date, ${p.add(dates.endDate)}::date))`);
  }
  const { rows } = await db.query<ListingSummaryRow>(
    `select ${LISTING_SUMMARY_COLUMNS}
       from listings l join destinations d on d.id = l.destination_id
      where ${where.join(' and ')}
      order by (l.destination_id = ${p.add(home.destination_id)}) desc,
               abs(l.bedrooms - ${p.add(home.bedrooms)}),
               abs(l.nightly_rate_cents - ${p.add(home.nightly_rate_cents)}),
               l.score desc, l.id
      limit ${p.add(limit)}`,
    p.values,
  );
  return rows;
};

import type { Queryable } from '../db/database.js';
import type { ItineraryRow } from '../db/rows/trips.js';
import { SqlParams } from '../db/sql-params.js';

/** How far either side of a trip a nearDate still counts as near it, in days. */
export const NEAR_DATE_DAYS = 7;

/** Which of the guest's trips a list shows; every value already checked by the route. */
export interface ItineraryFilter {
  isActive?: boolean;
  marketId?: string;
  productLine?: string;
  pmId?: string;
  /** A YYYY-MM-DD day the trip must be near; the nearest trips come first. */
  nearDay?: string;
}

/**
 * The ids of the guest's trips matching the filter (docs/product/calls.md#itineraries), in the
 * order a list shows them. `today` is YYYY-MM-DD.
 */
export const findMatchingItineraryIds = async (
  db: Queryable,
  userId: string,
  filter: ItineraryFilter,
  today: string,
): Promise<string[]> => {
  const p = new SqlParams();
  const where = [`i.user_id = ${p.add(userId)}`];
  // Active: not over yet; a trip without dates is still being planned.
  if (filter.isActive === true)
    where.push(`(i.departure_date is null or i.departure_date >= ${p.add(today)}::date)`);
  if (filter.isActive === false) where.push(`i.departure_date < ${p.add(today)}::date`);
  if (filter.marketId)
    where.push(`(m.id = ${p.add(filter.marketId)} or m.slug = lower(${p.add(filter.marketId)}))`);
  if (filter.productLine) where.push(`i.product_line = ${p.add(filter.productLine)}`);
  if (filter.pmId) where.push(`i.pm_id = ${p.add(filter.pmId)}`);
  let order = filter.isActive === true ? 'i.arrival_date asc nulls last' : 'i.arrival_date desc nulls first';
  if (filter.nearDay) {
    const day = `${p.add(filter.nearDay)}::date`;
    where.push(
      `i.arrival_date - ${NEAR_DATE_DAYS} <= ${day} and ${day} <= i.departure_date + ${NEAR_DATE_DAYS}`,
    );
    order = `greatest(i.arrival_date - ${day}, ${day} - i.departure_date, 0), ${order}`;
  }
  const { rows } = await db.query<Pick<ItineraryRow, 'id'>>(
    `select i.id from itineraries i join markets m on m.id = i.market_id
      where ${where.join(' and ')}
      order by ${order}, i.created_at desc, i.id`,
    p.values,
  );
  return rows.map((row) => row.id);
};

import type { ConciergeOwes, RespondByHours } from '../../src/core/itinerary/index.js';
import { DEFAULT_RESPOND_BY } from '../../src/core/itinerary/index.js';
import type { Queryable } from '../db/database.js';
import type { ProductLineContact } from '../db/rows/markets-destinations.js';
import { isoInstantSql } from '../db/sql-dates.js';

/** All the SQL of pending requests (docs/product/pending.md). */

export interface PendingItemRow {
  item_id: string;
  kind: 'service' | 'home';
  name: string;
  status: string;
  /** When the item moved into its status (its last such move), else its last change. */
  since: string;
}

const sinceSql = (alias: string) => `coalesce(
  (select ${isoInstantSql('max(e.created_at)')} from item_status_events e
    where e.itinerary_id = ${alias}.itinerary_id and e.item_id = ${alias}.id and e.to_status = ${alias}.status),
  ${isoInstantSql(`${alias}.updated_at`)})`;

/** The trip's items the concierge owes an answer for: price requested, or reserved and unconfirmed. */
export const loadPendingItems = async (db: Queryable, itineraryId: string): Promise<PendingItemRow[]> => {
  const { rows } = await db.query<PendingItemRow>(
    `select ii.id as item_id, 'service' as kind, s.name, ii.status, ${sinceSql('ii')} as since
       from itinerary_items ii join services s on s.id = ii.service_id
      where ii.itinerary_id = $1 and ii.status in ('in_progress', 'approved')
     union all
     select li.id, 'home', l.name, li.status, ${sinceSql('li')}
       from itinerary_listing_items li join listings l on l.id = li.listing_id
      where li.itinerary_id = $1 and li.status in ('in_progress', 'approved')
      order by since, item_id`,
    [itineraryId],
  );
  return rows;
};

/** The market's contact for the trip's product line, or null when the market names none. */
export const loadTripConcierge = async (
  db: Queryable,
  itineraryId: string,
): Promise<ProductLineContact | null> => {
  const { rows } = await db.query<{ contact: ProductLineContact | null }>(
    `select m.product_lines -> lower(i.product_line) as contact
       from itineraries i join markets m on m.id = i.market_id where i.id = $1`,
    [itineraryId],
  );
  return rows[0]?.contact ?? null;
};

/** The stored respond-by rule; the product's default for anything not stored. */
export const loadRespondBy = async (db: Queryable): Promise<RespondByHours> => {
  const { rows } = await db.query<{ owes: ConciergeOwes; hours: number }>(
    'select owes, hours from concierge_respond_by',
  );
  const stored = new Map(rows.map((row) => [row.owes, row.hours]));
  return {
    price: stored.get('price') ?? DEFAULT_RESPOND_BY.price,
    confirmation: stored.get('confirmation') ?? DEFAULT_RESPOND_BY.confirmation,
  };
};

/** The concierge's new rule for what is owed (the CLI's respond-by command). */
export const saveRespondBy = async (db: Queryable, owes: ConciergeOwes, hours: number): Promise<void> => {
  await db.query(
    `insert into concierge_respond_by (owes, hours) values ($1, $2)
     on conflict (owes) do update set hours = excluded.hours, updated_at = now()`,
    [owes, hours],
  );
};

import type { Queryable } from '../db/database.js';
import type { ListingFeeRow, ListingRow } from '../db/rows/homes.js';
import type { AmenityRow, CategoryRow, DestinationRow, MarketRow } from '../db/rows/markets-destinations.js';
import type { Prefixed } from '../db/rows/row-shapes.js';
import { LISTING_SUMMARY_COLUMNS, type ListingSummaryRow } from './listing-summary.js';

export type HomeFee = Pick<ListingFeeRow, 'name' | 'amount_cents' | 'charged'>;

/** A home with everything its page and its price need; fees, amenities and categories built in SQL. */
export type HomeRecord = ListingSummaryRow &
  Pick<ListingRow, 'description' | 'weekend_uplift_percent' | 'security_deposit_cents' | 'score'> &
  Pick<MarketRow, 'tax_rate_bps'> &
  Prefixed<'market_', Pick<MarketRow, 'name' | 'slug'>> &
  Prefixed<'destination_', Pick<DestinationRow, 'slug'>> & {
    fees: HomeFee[];
    amenities: Pick<AmenityRow, 'id' | 'name'>[];
    categories: Pick<CategoryRow, 'id' | 'name'>[];
    /** Wall times 'HH:MM' in the market's zone (040_calendar_subscriptions.sql). */
    check_in_time: string;
    check_out_time: string;
  };

const HOME_COLUMNS = `${LISTING_SUMMARY_COLUMNS},
  l.description, l.weekend_uplift_percent, l.security_deposit_cents, l.score, l.check_in_time, l.check_out_time,
  m.tax_rate_bps, m.name as market_name, m.slug as market_slug, d.slug as destination_slug,
  coalesce((select json_agg(json_build_object('name', f.name, 'amount_cents', f.amount_cents, 'charged', f.charged)
                            order by f.position)
              from listing_fees f where f.listing_id = l.id), '[]'::json) as fees,
  coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.sort_order, a.name)
              from listing_amenities la join amenities a on a.id = la.amenity_id
             where la.listing_id = l.id), '[]'::json) as amenities,
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.sort_order, c.name)
              from listing_categories lc join categories c on c.id = lc.category_id
             where lc.listing_id = l.id), '[]'::json) as categories`;

const HOME_SOURCE = `listings l
  join destinations d on d.id = l.destination_id
  join markets m on m.id = d.market_id`;

/** Active homes by id, in no particular order; unknown and inactive ids are left out. */
export const findHomes = async (db: Queryable, ids: readonly string[]): Promise<HomeRecord[]> => {
  if (ids.length === 0) return [];
  const { rows } = await db.query<HomeRecord>(
    `select ${HOME_COLUMNS} from ${HOME_SOURCE} where l.active and l.id = any($1::text[])`,
    [[...ids]],
  );
  return rows;
};

export const findHome = async (db: Queryable, id: string): Promise<HomeRecord | null> =>
  (await findHomes(db, [id]))[0] ?? null;

/**
 * An active home's first photo as its data names it (its page's largest paint), or null for
 * an unknown or inactive home, or one without photos.
 */
export const findHomeFirstPhoto = async (db: Queryable, id: string): Promise<string | null> => {
  const { rows } = await db.query<{ photo: string | null }>(
    'select l.images[1] as photo from listings l where l.active and l.id = $1',
    [id],
  );
  return rows[0]?.photo ?? null;
};

export interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * A home's blocked and reserved stays that end after `from` and start before `until`
 * (omit `until` for all of them), earliest first. `exceptListingItemId` leaves out that
 * listing item's own reservation (a stay is no conflict with itself); blocked nights and
 * other reservations always count.
 */
export const unavailableRanges = async (
  db: Queryable,
  listingId: string,
  from: string,
  until?: string,
  { exceptListingItemId = null }: { exceptListingItemId?: string | null } = {},
): Promise<DayRange[]> => {
  const { rows } = await db.query<DayRange>(
    `select lower(stay)::text as "startDate", upper(stay)::text as "endDate"
       from listing_unavailable_ranges
      where listing_id = $1 and stay && daterange($2::date, $3::date)
        and ($4::text is null or listing_item_id is null or listing_item_id <> $4::text)
      order by lower(stay)`,
    [listingId, from, until ?? null, exceptListingItemId],
  );
  return rows;
};

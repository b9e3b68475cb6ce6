import type { Queryable } from '../db/database.js';
import type { MarketRow } from '../db/rows/markets-destinations.js';
import type { ServiceBlockedTimeRow, ServiceCategoryRow, ServiceRow } from '../db/rows/services.js';
import type { GroceryItemRow } from '../db/rows/trips.js';
import { SqlParams } from '../db/sql-params.js';
import type { ServiceDates } from './service-dates.js';

/**
 * A category as a service carries it (docs/product/entities.md#service: id, name, isHidden,
 * promotionScore), built in SQL.
 */
export interface ServiceCategoryJson {
  id: ServiceCategoryRow['id'];
  name: ServiceCategoryRow['name'];
  isHidden: ServiceCategoryRow['is_hidden'];
  promotionScore: ServiceCategoryRow['promotion_score'];
}

/** A services row with its categories, as every services call reads it. */
export type ServiceWithCategories = Omit<ServiceRow, 'active' | 'created_at'> & {
  categories: ServiceCategoryJson[];
};

// Categories come with the row, best promoted first, so each call is one query.
const SERVICE_COLUMNS = `
  s.id, s.market_id, s.service_key, s.name, s.description, s.site_section, s.score, s.is_bookable,
  s.date_field_type, s.time_zone_name, s.listing_redirect_id, s.fields, s.pricing_config,
  s.descriptors, s.images, s.season_months,
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'isHidden', c.is_hidden,
                                              'promotionScore', c.promotion_score)
                            order by c.promotion_score desc, c.name, c.id)
              from service_category_links l join service_categories c on c.id = l.category_id
             where l.service_id = s.id), '[]'::json) as categories`;

/** One active service by id, or undefined. */
export const findService = async (
  db: Queryable,
  serviceId: string,
): Promise<ServiceWithCategories | undefined> => {
  const { rows } = await db.query<ServiceWithCategories>(
    `select ${SERVICE_COLUMNS} from services s where s.id = $1 and s.active`,
    [serviceId],
  );
  return rows[0];
};

export interface ServiceFilter {
  marketId: string;
  /** Leaves out services out of season on every day of these dates. */
  dates?: ServiceDates | undefined;
  /** Only services shown in this site section. */
  siteSection?: ServiceRow['site_section'] | undefined;
  excludeId?: string | undefined;
}

/** A market's active services, best scored first (ties by name, then id, so the order is stable). */
export const findServices = async (
  db: Queryable,
  filter: ServiceFilter,
): Promise<ServiceWithCategories[]> => {
  const p = new SqlParams();
  const where = ['s.active', `s.market_id = ${p.add(filter.marketId)}`];
  if (filter.dates)
    where.push(`(s.season_months is null or s.season_months && ${p.add(filter.dates.months)}::smallint[])`);
  if (filter.siteSection) where.push(`s.site_section = ${p.add(filter.siteSection)}`);
  if (filter.excludeId) where.push(`s.id <> ${p.add(filter.excludeId)}`);
  const { rows } = await db.query<ServiceWithCategories>(
    `select ${SERVICE_COLUMNS} from services s where ${where.join(' and ')}
      order by s.score desc, s.name, s.id`,
    p.values,
  );
  return rows;
};

/** A span the service is taken: a booked item's, or a blocked time's (its reason as the title). */
export interface EventRow {
  start: ServiceBlockedTimeRow['starts_at'];
  end: ServiceBlockedTimeRow['ends_at'];
  title: ServiceBlockedTimeRow['reason'];
  type: 'booked' | 'blocked';
}

/**
 * The spans a service is taken: its itinerary items in one of `statuses`, and the times it is
 * blocked (service_blocked_times). An item with a start but no end holds its start day. Earliest first.
 */
export const takenSpans = async (
  db: Queryable,
  serviceId: string,
  statuses: readonly string[],
): Promise<EventRow[]> => {
  const { rows } = await db.query<EventRow>(
    `select start, "end", title, type from (
       select i.start_at as start, coalesce(i.end_at, i.start_at + interval '1 day') as "end",
              'Booked' as title, 'booked' as type, i.id
         from itinerary_items i
        where i.service_id = $1 and i.status = any($2::text[]) and i.start_at is not null
       union all
       select b.starts_at, b.ends_at, b.reason, 'blocked', b.id
         from service_blocked_times b where b.service_id = $1
     ) events
     order by start, "end", id`,
    [serviceId, [...statuses]],
  );
  return rows;
};

export type ServicesMarket = Pick<MarketRow, 'id' | 'active' | 'has_services_catalog'>;

/** The market a services page is for, by id or slug (an id match wins). */
export const findServicesMarket = async (db: Queryable, idOrSlug: string): Promise<ServicesMarket | null> => {
  const { rows } = await db.query<ServicesMarket>(
    'select id, active, has_services_catalog from markets where id = $1 or slug = lower($1) order by (id = $1) desc limit 1',
    [idOrSlug],
  );
  return rows[0] ?? null;
};

/** What a grocery-list field offers, aisle by aisle. */
export const listGroceryItems = async (db: Queryable) => {
  const { rows } = await db.query<
    { objectId: GroceryItemRow['id'] } & Pick<GroceryItemRow, 'name' | 'category'>
  >(`select id as "objectId", name, category from grocery_items order by category, sort_order, name, id`);
  return rows;
};

/** Whether a trip exists. */
export const itineraryExists = async (db: Queryable, itineraryId: string): Promise<boolean> => {
  const { rows } = await db.query('select 1 from itineraries where id = $1', [itineraryId]);
  return rows.length > 0;
};

/** Whether a lead exists. */
export const leadExists = async (db: Queryable, leadId: string): Promise<boolean> => {
  const { rows } = await db.query('select 1 from leads where id = $1', [leadId]);
  return rows.length > 0;
};

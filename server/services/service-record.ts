import type { Queryable } from '../db/database.js';
import type { ServiceCategoryRow, ServiceRow } from '../db/rows/services.js';
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

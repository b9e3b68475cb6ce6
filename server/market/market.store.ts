import type { Queryable } from '../db/database.js';
import type { CountryRow, PartnerRow } from '../db/rows/guests-marketing.js';
import type { MarketRow } from '../db/rows/markets-destinations.js';

export type PublishedPartner = Pick<PartnerRow, 'id' | 'slug' | 'name' | 'kind' | 'data'>;

/** A market by objectId, or by slug for readable links (/markets/rocky-mountains/services). */
export const findMarket = async (db: Queryable, idOrSlug: string): Promise<MarketRow | null> => {
  const { rows } = await db.query<MarketRow>(
    `select id, slug, name, landscape, default_product_line, product_lines, aliases, active, tax_rate_bps,
            has_services_catalog, time_zone_name, latitude, longitude
       from markets where id = $1 or slug = lower($1)`,
    [idOrSlug],
  );
  return rows[0] ?? null;
};

/** Only the id of a market named by objectId or slug. */
export const findMarketId = async (db: Queryable, idOrSlug: string): Promise<string | null> => {
  const { rows } = await db.query<Pick<MarketRow, 'id'>>(
    'select id from markets where id = $1 or slug = lower($1)',
    [idOrSlug],
  );
  return rows[0]?.id ?? null;
};

/** The billing countries, in the order the form lists them. */
export const listCountries = async (db: Queryable): Promise<Pick<CountryRow, 'code' | 'name'>[]> => {
  const { rows } = await db.query<Pick<CountryRow, 'code' | 'name'>>(
    'select code, name from countries order by sort_order, name',
  );
  return rows;
};

/** A published partner by slug or by name (any case); unpublished ones are as unknown as missing ones. */
export const findPublishedPartner = async (db: Queryable, name: string): Promise<PublishedPartner | null> => {
  const { rows } = await db.query<PublishedPartner>(
    `select id, slug, name, kind, data from partners
      where published and (slug = lower($1) or lower(name) = lower($1))`,
    [name],
  );
  return rows[0] ?? null;
};

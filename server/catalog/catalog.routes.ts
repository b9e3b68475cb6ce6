import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { mediaUrlFor } from '../media/media-url.js';
import { listCategories } from './category-lookup.js';
import { DESTINATION_COLUMNS, type DestinationRecord, toDestination } from './destination-lookup.js';
import { LISTING_SUMMARY_COLUMNS, type ListingSummaryRow, toListingSummary } from './listing-summary.js';

/** How many homes the catalog shows under each category and destination. */
export const HOMES_PER_GROUP = 12;

const listDestinations = async (db: Database) => {
  const { rows } = await db.query<DestinationRecord & { homes: number }>(
    `select ${DESTINATION_COLUMNS},
            (select count(*) from listings l where l.destination_id = d.id and l.active)::int as homes
       from destinations d
      where d.active
      order by d.name`,
  );
  return rows;
};

/** The most popular homes of each group (category or destination), HOMES_PER_GROUP each. */
const topHomesBy = async (db: Database, group: 'category' | 'destination') => {
  const source =
    group === 'category' ? 'listing_categories g join listings l on l.id = g.listing_id' : 'listings l';
  const key = group === 'category' ? 'g.category_id' : 'l.destination_id';
  const { rows } = await db.query<ListingSummaryRow & { group_id: string }>(
    `select * from (
       select ${key} as group_id, ${LISTING_SUMMARY_COLUMNS},
              row_number() over (partition by ${key} order by l.score desc, l.id) as position
         from ${source}
         join destinations d on d.id = l.destination_id
        where l.active
     ) ranked
     where position <= $1
     order by group_id, position`,
    [HOMES_PER_GROUP],
  );
  return rows;
};

export const registerCatalogRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  /**
   * The catalog page before any search: homes by category and by destination
   * (docs/product/entities.md#listing-catalog).
   */
  app.get('/api/listing/catalog', async () => {
    const [categories, destinations, byCategory, byDestination] = await Promise.all([
      listCategories(db, media),
      listDestinations(db),
      topHomesBy(db, 'category'),
      topHomesBy(db, 'destination'),
    ]);
    const group = (rows: (ListingSummaryRow & { group_id: string })[], ids: string[]) =>
      ids
        .map((id) => ({
          _id: id,
          listings: rows.filter((row) => row.group_id === id).map((row) => toListingSummary(row, media)),
        }))
        .filter((entry) => entry.listings.length > 0);
    return {
      listingsInCategories: group(
        byCategory,
        categories.map((category) => category.objectId),
      ),
      listingsInDestinations: group(
        byDestination,
        destinations.map((destination) => destination.id),
      ),
      categories,
      destinations: destinations.map(toDestination),
      activeDestinations: destinations.filter((d) => d.homes > 0).map(toDestination),
      exactMatches: [],
      partialMatches: [],
      searchResultCount: { numExactMatches: destinations.reduce((sum, d) => sum + d.homes, 0) },
    };
  });

  app.get('/api/listings/destinations', async () => (await listDestinations(db)).map(toDestination));

  app.get('/api/categories', async () => listCategories(db, media));
};

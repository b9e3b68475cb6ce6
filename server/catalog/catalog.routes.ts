import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { mediaUrlFor } from '../media/media-url.js';
import { listCategories } from './category.store.js';
import { listDestinations, toDestination } from './destination.store.js';
import { findTopHomesBy, type GroupedHomeRow } from './home-cards.store.js';
import { toListingSummary } from './listing-summary.js';

/** How many homes the catalog shows under each category and destination. */
export const HOMES_PER_GROUP = 12;

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
      findTopHomesBy(db, 'category', HOMES_PER_GROUP),
      findTopHomesBy(db, 'destination', HOMES_PER_GROUP),
    ]);
    const group = (rows: GroupedHomeRow[], ids: string[]) =>
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

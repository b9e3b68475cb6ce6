import type { Queryable } from '../db/database.js';
import type { CategoryRow } from '../db/rows/markets-destinations.js';
import type { MediaUrl } from '../media/media-url.js';

/** Every category, in the catalog's order, as the core's Category codec reads them. */
export const listCategories = async (db: Queryable, media: MediaUrl) => {
  const { rows } = await db.query<Omit<CategoryRow, 'sort_order'>>(
    'select id, slug, name, image_url from categories order by sort_order, name',
  );
  return rows.map((row) => ({
    objectId: row.id,
    name: row.name,
    slug: row.slug,
    imageUrl: row.image_url === null ? null : media(row.image_url),
  }));
};

import type { Queryable } from '../db/database.js';
import type { AmenityRow } from '../db/rows/markets-destinations.js';
import { type DestinationRecord, findDestinationsNamed } from './destination.store.js';
import type { HomeSearch } from './search-query.js';

/** What the terms name in the database, looked up once per search. */
export interface ResolvedTerms {
  /** null: no destination term; []: a destination nobody knows, so nothing is in the area. */
  destinations: DestinationRecord[] | null;
  /** One per amenity term; null where no amenity has that name, slug or id (no home meets it). */
  amenityIds: (string | null)[];
  /** False when the keywords hold no searchable word ("the"), so the term is left out. */
  keywordsSearchable: boolean;
}

/** Looks up the destinations, amenities and keywords a search names. */
export const resolveTerms = async (db: Queryable, search: HomeSearch): Promise<ResolvedTerms> => {
  const destinations = search.destination ? await findDestinationsNamed(db, search.destination) : null;
  let amenityIds: (string | null)[] = [];
  if (search.amenities.length > 0) {
    const wanted = search.amenities.map((term) => term.toLowerCase());
    const { rows } = await db.query<Pick<AmenityRow, 'id' | 'slug' | 'name'>>(
      `select id, slug, lower(name) as name from amenities
        where lower(name) = any($1::text[]) or slug = any($1::text[]) or lower(id) = any($1::text[])`,
      [wanted],
    );
    amenityIds = wanted.map(
      (term) =>
        rows.find((row) => row.name === term || row.slug === term || row.id.toLowerCase() === term)?.id ??
        null,
    );
  }
  let keywordsSearchable = false;
  if (search.keywords) {
    const { rows } = await db.query<{ n: number }>(
      `select numnode(websearch_to_tsquery('english', $1)) as n`,
      [search.keywords],
    );
    keywordsSearchable = (rows[0]?.n ?? 0) > 0;
  }
  return { destinations, amenityIds, keywordsSearchable };
};

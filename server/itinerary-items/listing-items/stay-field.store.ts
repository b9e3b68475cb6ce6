import type { Queryable } from '../../db/database.js';
import type { ListingRow } from '../../db/rows/homes.js';

/** The fields each of the given homes asks about a stay (listings.item_fields), as stored. */
export const itemFieldsOfHomes = async (
  db: Queryable,
  listingIds: readonly string[],
): Promise<Pick<ListingRow, 'id' | 'item_fields'>[]> => {
  const { rows } = await db.query<Pick<ListingRow, 'id' | 'item_fields'>>(
    'select id, item_fields from listings where id = any($1::text[])',
    [[...listingIds]],
  );
  return rows;
};

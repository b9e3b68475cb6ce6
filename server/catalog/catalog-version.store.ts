import type { Queryable } from '../db/database.js';

/**
 * The catalog's version as the database holds it (migration 016_catalog_versions.sql): it
 * grows with every committed write that can change a search answer, whichever process wrote.
 */
export const readCatalogVersion = async (db: Queryable): Promise<bigint> => {
  const { rows } = await db.query<{ version: string | null }>(
    'select sum(version)::text as version from catalog_versions',
  );
  const version = rows[0]?.version;
  if (version === undefined || version === null) throw new Error('catalog_versions is empty');
  return BigInt(version);
};

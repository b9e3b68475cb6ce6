import type { Queryable } from '../db/database.js';
import type { DestinationRow } from '../db/rows/markets-destinations.js';

/** A destination as DESTINATION_COLUMNS reads it (the active ones only are read). */
export type DestinationRecord = Omit<DestinationRow, 'active'>;

export const DESTINATION_COLUMNS = 'd.id, d.market_id, d.slug, d.name, d.aliases, d.latitude, d.longitude';

/** An active destination with how many active homes it has. */
export type DestinationWithHomes = DestinationRecord & { homes: number };

/** A destination on the wire (docs/product/entities.md#market), decoded by the core's Destination codec. */
export const toDestination = (row: DestinationRecord) => ({
  objectId: row.id,
  name: row.name,
  aliases: row.aliases,
  slug: row.slug,
  marketId: row.market_id,
  latLngLocation: { lat: row.latitude, lng: row.longitude },
});

/**
 * The destinations a typed place names: its name or one of its aliases, ignoring case and
 * surrounding blanks (docs/host/decisions.md#search). Several may match ("Tahoe" could be an
 * alias of two).
 */
export const findDestinationsNamed = async (db: Queryable, text: string): Promise<DestinationRecord[]> => {
  const { rows } = await db.query<DestinationRecord>(
    `select ${DESTINATION_COLUMNS}
       from destinations d
      where d.active
        and (lower(d.name) = lower($1) or exists (select 1 from unnest(d.aliases) a where lower(a) = lower($1)))
      order by d.name`,
    [text.trim()],
  );
  return rows;
};

/** Every active destination by name, each with its count of active homes (the catalog page). */
export const listDestinations = async (db: Queryable): Promise<DestinationWithHomes[]> => {
  const { rows } = await db.query<DestinationWithHomes>(
    `select ${DESTINATION_COLUMNS},
            (select count(*) from listings l where l.destination_id = d.id and l.active)::int as homes
       from destinations d
      where d.active
      order by d.name`,
  );
  return rows;
};

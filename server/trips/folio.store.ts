import type { Queryable } from '../db/database.js';
import type { PaymentCardRow } from '../db/rows/payments.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import type { FolioEntryRow } from '../db/rows/trips.js';
import { isoInstantSql } from '../db/sql-dates.js';

/** The SQL of a trip's bill (folio_entries) and the card its charges go to. */

/** A line of the bill, its time as ISO text. */
export type FolioLine = DatesAsText<Pick<FolioEntryRow, 'id' | 'description' | 'amount_cents' | 'posted_at'>>;

/** The trip's bill, in the order the lines were posted. */
export const listFolioLines = async (db: Queryable, itineraryId: string): Promise<FolioLine[]> => {
  const { rows } = await db.query<FolioLine>(
    `select id, description, amount_cents, ${isoInstantSql('posted_at')} as posted_at
       from folio_entries where itinerary_id = $1 order by posted_at, id`,
    [itineraryId],
  );
  return rows;
};

export type AttachedCard = Pick<PaymentCardRow, 'id' | 'brand' | 'last4'>;

/** The card attached to the trip, or null. */
export const findAttachedCard = async (db: Queryable, itineraryId: string): Promise<AttachedCard | null> => {
  const { rows } = await db.query<AttachedCard>(
    `select c.id, c.brand, c.last4 from itineraries i join payment_cards c on c.id = i.card_id where i.id = $1`,
    [itineraryId],
  );
  return rows[0] ?? null;
};

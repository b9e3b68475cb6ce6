import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import type { PaymentCardRow } from '../db/rows/payments.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import type { FolioEntryRow } from '../db/rows/trips.js';
import { isoInstantSql } from '../db/sql-dates.js';
import { loadOwnedItinerary } from './itinerary-access.js';
import { type ItineraryParams, itineraryParams } from './trip-schemas.js';

/** A line of the bill, its time as ISO text. */
type FolioLine = DatesAsText<Pick<FolioEntryRow, 'id' | 'description' | 'amount_cents' | 'posted_at'>>;

/**
 * GET /api/itinerary/{id}/folio: the trip's bill (core Folio codec). Charges are positive,
 * payments and refunds negative; the balance is what is still owed. Amounts go out in
 * dollars, as every amount on the wire; the sum is taken in cents.
 */
export const registerFolioRoute = (app: FastifyInstance, db: Database) => {
  app.get<{ Params: ItineraryParams }>(
    '/api/itinerary/:itineraryId/folio',
    { schema: { params: itineraryParams } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      const { rows } = await db.query<FolioLine>(
        `select id, description, amount_cents, ${isoInstantSql('posted_at')} as posted_at
           from folio_entries where itinerary_id = $1 order by posted_at, id`,
        [request.params.itineraryId],
      );
      const card = await db.query<Pick<PaymentCardRow, 'id' | 'brand' | 'last4'>>(
        `select c.id, c.brand, c.last4 from itineraries i join payment_cards c on c.id = i.card_id where i.id = $1`,
        [request.params.itineraryId],
      );
      const attached = card.rows[0];
      return {
        entries: rows.map((row) => ({
          objectId: row.id,
          description: row.description,
          amount: row.amount_cents / 100,
          date: row.posted_at.slice(0, 10),
          postedAt: row.posted_at,
          type: row.amount_cents < 0 ? 'payment' : 'charge',
        })),
        balance: rows.reduce((sum, row) => sum + row.amount_cents, 0) / 100,
        // The card the trip's charges go to: the one attached to it (POST .../creditCard).
        paymentCard: attached ? { cardId: attached.id, brand: attached.brand, last4: attached.last4 } : null,
      };
    },
  );
};

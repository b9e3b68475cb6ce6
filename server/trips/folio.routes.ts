import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { findAttachedCard, listFolioLines } from './folio.store.js';
import { loadOwnedItinerary } from './itinerary-access.js';
import { type ItineraryParams, itineraryParams } from './trip-schemas.js';

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
      const rows = await listFolioLines(db, request.params.itineraryId);
      const attached = await findAttachedCard(db, request.params.itineraryId);
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

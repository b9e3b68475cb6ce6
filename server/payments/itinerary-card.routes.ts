import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { loadOwnedItinerary } from '../trips/itinerary-access.js';
import type { BillingDetailsJson } from './billing-details.js';
import { refuseCardSecrets } from './card-number-guard.js';
import { cardOnFile } from './card-on-file.js';
import { ID_PATTERN, nullableBillingDetailsSchema } from './card-schemas.js';
import { setItineraryCard } from './itinerary-card.store.js';
import type { CardProvider } from './payment-provider.js';

interface AttachCardBody {
  cardId: string;
  billingDetails?: BillingDetailsJson | null;
}

/**
 * POST /api/itinerary/{id}/creditCard (docs/product/calls.md#payment-calls): the card the
 * trip is charged to, with the billing details given with it. Only the trip's owner (403
 * others, 404 unknown trip), and only with a card of their own.
 */
export const registerItineraryCardRoute = (
  app: FastifyInstance,
  db: Database,
  provider: CardProvider,
): void => {
  app.post<{ Params: { itineraryId: string }; Body: AttachCardBody }>(
    '/api/itinerary/:itineraryId/creditCard',
    {
      preValidation: refuseCardSecrets,
      schema: {
        params: {
          type: 'object',
          required: ['itineraryId'],
          properties: { itineraryId: { type: 'string', pattern: ID_PATTERN } },
        },
        body: {
          type: 'object',
          required: ['cardId'],
          additionalProperties: false,
          properties: {
            cardId: { type: 'string', pattern: ID_PATTERN },
            billingDetails: nullableBillingDetailsSchema,
          },
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId } = request.params;
      await loadOwnedItinerary(db, itineraryId, user.id);
      const billing = request.body.billingDetails ?? null;
      const card = await cardOnFile(db, provider, user.id, request.body.cardId, billing);
      await setItineraryCard(db, itineraryId, card.cardId, billing ?? card.billingDetails);
      return reply.code(204).send();
    },
  );
};

import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import type { CardProvider } from './payment-provider.js';

/**
 * GET /api/billing/client-secret (docs/product/calls.md#payment-calls): starts a card setup
 * with the payment provider for the signed-in guest and answers its secret, which the browser
 * confirms with the card.
 */
export const registerBillingRoutes = (app: FastifyInstance, db: Database, provider: CardProvider): void => {
  app.get(
    '/api/billing/client-secret',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['secret'], properties: { secret: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const secret = await provider.startCardSetup(user.id);
      reply.header('Cache-Control', 'no-store');
      return { secret };
    },
  );
};

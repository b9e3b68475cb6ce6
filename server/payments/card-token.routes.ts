import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { refuseCardSecrets } from './card-number-guard.js';
import { saveCard } from './card-saving.workflow.js';
import { CARD_TOKEN_PATTERN, usableCardToken, useCardToken } from './card-tokens.js';
import { setItineraryCardOfUser } from './itinerary-card.store.js';
import type { CardProvider } from './payment-provider.js';

interface TokenParams {
  token: string;
}

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: CARD_TOKEN_PATTERN } },
} as const;

/**
 * The card-token page (docs/product/routes.md#card-addition-by-token,
 * docs/product/flows.md#card-token-flow and docs/product/calls.md#payment-calls): a guest
 * adds a card through the link a concierge sent, signed in or not; the token in the path is
 * the credential. Access logs stay off for these routes (warn level) because a request's URL
 * would put the token in the log.
 */
export const registerCardTokenRoutes = (
  app: FastifyInstance,
  db: Database,
  provider: CardProvider,
  config: ServerConfig,
): void => {
  // 200 { status: 'valid' }; 404 unknown, 410 expired, 409 used (the app reads those as the status).
  app.get<{ Params: TokenParams }>(
    '/api/creditCardToken/:token',
    {
      logLevel: 'warn',
      schema: {
        params: tokenParams,
        response: {
          200: {
            type: 'object',
            required: ['status', 'expiresAt'],
            properties: { status: { type: 'string' }, expiresAt: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      const token = await usableCardToken(db, request.params.token, config.now());
      reply.header('Cache-Control', 'no-store');
      return { status: 'valid', expiresAt: token.expiresAt.toISOString() };
    },
  );

  // Adds the card behind the provider's card token to the token's user (and to the trip it
  // was issued for), using the token up: 201, no body.
  app.post<{ Params: TokenParams; Body: { stripeToken: string } }>(
    '/api/creditCardToken/:token',
    {
      logLevel: 'warn',
      preValidation: refuseCardSecrets,
      schema: {
        params: tokenParams,
        body: {
          type: 'object',
          required: ['stripeToken'],
          additionalProperties: false,
          properties: { stripeToken: { type: 'string', pattern: '^tok_[A-Za-z0-9_]{1,250}$' } },
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      // Refuse an unusable token before the provider uses up the card token.
      const issued = await usableCardToken(db, token, config.now());
      const card = await provider.cardOfToken(request.body.stripeToken);
      await db.transaction(async (tx) => {
        const saved = await saveCard(tx, issued.userId, card, card.billingDetails);
        await useCardToken(tx, token, saved.card.cardId, config.now());
        if (issued.itineraryId)
          await setItineraryCardOfUser(
            tx,
            issued.itineraryId,
            issued.userId,
            saved.card.cardId,
            saved.card.billingDetails,
          );
      });
      return reply.code(201).send();
    },
  );
};

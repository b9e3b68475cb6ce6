import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import type { BillingDetailsJson } from './billing-details.js';
import { refuseCardSecrets } from './card-number-guard.js';
import { saveCard, toCreditCardJson } from './card-saving.workflow.js';
import { creditCardSchema, ID_PATTERN, nullableBillingDetailsSchema } from './card-schemas.js';
import { cardsOfUser } from './payment-card.store.js';
import type { CardProvider, ProviderCard } from './payment-provider.js';

export const NOT_YOUR_CARDS = 'You can only manage the cards of your own account.';
export const USER_ID_MISMATCH = 'userId must be the user of the path';
export const UNKNOWN_METHOD = 'paymentMethodId is not a card set up with the payment provider';
export const DETAILS_MISMATCH = 'The card details do not match the payment method.';

interface AddCardBody {
  userId: string;
  paymentMethodId: string;
  brand?: string | null;
  last4?: string | null;
  expMonth?: number | null;
  expYear?: number | null;
  billingDetails?: BillingDetailsJson | null;
}

const userParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', pattern: ID_PATTERN } },
} as const;

/** The body's card facts are hints from the browser: the provider's record decides, and they must agree. */
const assertSameCard = (body: AddCardBody, card: ProviderCard): void => {
  const sent: [unknown, unknown][] = [
    [body.brand, card.brand],
    [body.last4, card.last4],
    [body.expMonth, card.expMonth],
    [body.expYear, card.expYear],
  ];
  if (sent.some(([given, known]) => given !== undefined && given !== null && given !== known))
    throw new HttpError(400, DETAILS_MISMATCH);
};

/**
 * A guest's cards (docs/product/calls.md#payment-calls): GET /api/user/{userId}/creditCards
 * and POST .../creditCard, the signed-in user's own only (403 for anyone else's). A card is
 * stored from the payment method the provider set up, never from a number
 * (docs/host/decisions.md#payment-cards).
 */
export const registerCreditCardRoutes = (
  app: FastifyInstance,
  db: Database,
  provider: CardProvider,
): void => {
  app.get<{ Params: { userId: string } }>(
    '/api/user/:userId/creditCards',
    { schema: { params: userParams, response: { 200: { type: 'array', items: creditCardSchema } } } },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      if (request.params.userId !== user.id) throw new HttpError(403, NOT_YOUR_CARDS);
      reply.header('Cache-Control', 'no-store');
      return (await cardsOfUser(db, user.id)).map(toCreditCardJson);
    },
  );

  app.post<{ Params: { userId: string }; Body: AddCardBody }>(
    '/api/user/:userId/creditCard',
    {
      preValidation: refuseCardSecrets,
      schema: {
        params: userParams,
        body: {
          type: 'object',
          required: ['userId', 'paymentMethodId'],
          additionalProperties: false,
          properties: {
            userId: { type: 'string', pattern: ID_PATTERN },
            paymentMethodId: { type: 'string', pattern: ID_PATTERN },
            brand: { type: ['string', 'null'], maxLength: 40 },
            last4: { type: ['string', 'null'], pattern: '^[0-9]{4}$' },
            expMonth: { type: ['integer', 'null'], minimum: 1, maximum: 12 },
            expYear: { type: ['integer', 'null'], minimum: 2000, maximum: 2200 },
            billingDetails: nullableBillingDetailsSchema,
          },
        },
        response: { 200: creditCardSchema, 201: creditCardSchema },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      if (request.params.userId !== user.id) throw new HttpError(403, NOT_YOUR_CARDS);
      if (request.body.userId !== user.id) throw new HttpError(400, USER_ID_MISMATCH);
      const card = await provider.cardOfMethod(user.id, request.body.paymentMethodId);
      if (!card) throw new HttpError(400, UNKNOWN_METHOD);
      assertSameCard(request.body, card);
      const saved = await saveCard(db, user.id, card, request.body.billingDetails ?? null);
      reply.code(saved.created ? 201 : 200);
      return toCreditCardJson(saved.card);
    },
  );
};

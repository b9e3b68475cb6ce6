import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { type RateLimitSettings, routeRateLimit } from '../http/rate-limit.js';
import {
  type FlatBillingDetails,
  flatBillingDetailsSchema,
  fromFlatBillingDetails,
} from './billing-details.js';
import { refuseCardSecrets } from './card-number-guard.js';
import { type CardSummary, cardSummarySchema } from './card-summary.js';
import type { SandboxCardProvider } from './sandbox-provider.js';

interface PaymentMethodBody {
  clientSecret: string;
  card: CardSummary;
  billingDetails: FlatBillingDetails;
}

interface CardTokenBody {
  card: CardSummary;
  billingDetails: FlatBillingDetails;
}

const paymentMethodSchema = {
  type: 'object',
  required: ['paymentMethodId', 'brand', 'last4', 'expMonth', 'expYear'],
  properties: {
    paymentMethodId: { type: 'string' },
    brand: { type: 'string' },
    last4: { type: 'string' },
    expMonth: { type: 'integer' },
    expYear: { type: 'integer' },
  },
} as const;

/**
 * The sandbox provider's own endpoints, where the sandbox card widget sends a card once it
 * has judged it (src/adapters/payment/sandbox-payment-host.ts): only its brand, last four
 * digits and expiry. Registered only when no Stripe key is configured.
 */
export const registerSandboxRoutes = (
  app: FastifyInstance,
  db: Database,
  sandbox: SandboxCardProvider,
  limit: RateLimitSettings,
): void => {
  // Confirms the signed-in guest's card setup: the sandbox's confirmCardSetup.
  app.post<{ Body: PaymentMethodBody }>(
    '/api/billing/sandbox/payment-methods',
    {
      preValidation: refuseCardSecrets,
      schema: {
        body: {
          type: 'object',
          required: ['clientSecret', 'card', 'billingDetails'],
          additionalProperties: false,
          properties: {
            clientSecret: { type: 'string', minLength: 1, maxLength: 300 },
            card: cardSummarySchema,
            billingDetails: flatBillingDetailsSchema,
          },
        },
        response: { 200: paymentMethodSchema },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { clientSecret, card, billingDetails } = request.body;
      const method = await sandbox.confirmCardSetup(
        user.id,
        clientSecret,
        card,
        fromFlatBillingDetails(billingDetails),
      );
      return {
        paymentMethodId: method.methodId,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      };
    },
  );

  // Tokenises a card for the card-token page, whose guest need not be signed in.
  app.post<{ Body: CardTokenBody }>(
    '/api/billing/sandbox/card-tokens',
    {
      config: routeRateLimit(limit),
      preValidation: refuseCardSecrets,
      schema: {
        body: {
          type: 'object',
          required: ['card', 'billingDetails'],
          additionalProperties: false,
          properties: { card: cardSummarySchema, billingDetails: flatBillingDetailsSchema },
        },
        response: { 200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } },
      },
    },
    async (request) => ({
      token: await sandbox.createCardToken(
        request.body.card,
        fromFlatBillingDetails(request.body.billingDetails),
      ),
    }),
  );
};

import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { registerBillingRoutes } from './billing.routes.js';
import { registerCardTokenRoutes } from './card-token.routes.js';
import { registerCreditCardRoutes } from './credit-card.routes.js';
import { registerItineraryCardRoute } from './itinerary-card.routes.js';
import type { CardProvider } from './payment-provider.js';
import { registerSandboxRoutes } from './sandbox.routes.js';
import { SandboxCardProvider } from './sandbox-provider.js';
import { StripeApi } from './stripe-api.js';
import { StripeCardProvider } from './stripe-provider.js';

/**
 * Registers every payments route of the host. With a Stripe secret key the cards go through
 * Stripe; without one through the sandbox provider, whose own endpoints exist only then.
 */
export const registerPaymentRoutes = (app: FastifyInstance, db: Database, config: ServerConfig): void => {
  let provider: CardProvider;
  if (config.stripeSecretKey) {
    provider = new StripeCardProvider(new StripeApi(config.stripeSecretKey));
  } else {
    const sandbox = new SandboxCardProvider(db, config.now);
    registerSandboxRoutes(app, db, sandbox, config.authRateLimit);
    provider = sandbox;
  }
  registerBillingRoutes(app, db, provider);
  registerCreditCardRoutes(app, db, provider);
  registerItineraryCardRoute(app, db, provider);
  registerCardTokenRoutes(app, db, provider, config);
};

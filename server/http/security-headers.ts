import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Our own origin plus the payment provider, nothing else (DECISIONS.md: the session
 * cookie is readable by scripts, so what may run scripts is kept as narrow as it gets).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ["'self'", 'https://api.stripe.com'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
};

const API_PATH = /^\/(api|auth)(\/|$)/;

export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: true,
    // Helmet's defaults would add upgrade-insecure-requests, which breaks plain-HTTP local runs.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    // Pages are marked noindex (SPEC section 1); nothing this host serves should be indexed.
    reply.header('X-Robots-Tag', 'noindex');
  });
  app.addHook('onSend', async (request, reply) => {
    // API answers carry personal data: no shared or browser cache keeps them.
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
  });
};

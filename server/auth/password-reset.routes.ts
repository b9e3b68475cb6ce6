import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { routeRateLimit } from '../http/rate-limit.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import { INVALID_EMAIL } from './account-links.js';
import { isValidEmail, MAX_EMAIL_LENGTH, normalizeEmail } from './email-address.js';
import { RESET_LINK_MINUTES, requestPasswordReset } from './password-reset.workflow.js';

/** The one answer to every well-formed request, an account or not, a link sent or not. */
export const RESET_REQUESTED = {
  message: 'If an account has this e-mail, a link to set its password is on its way.',
  linkValidMinutes: RESET_LINK_MINUTES,
} as const;

/**
 * POST /api/password-reset, the portal's 'Forgot password?' (docs/host/decisions.md#account-links):
 * public and rate-limited like sign-in. It answers 202 and RESET_REQUESTED whether or not an
 * account has the e-mail and whether or not a link left (the workflow's throttle), so the
 * answer tells nobody which e-mails have accounts; only a malformed e-mail is a 400, which
 * says nothing of accounts either.
 */
export const registerPasswordResetRoute = (
  app: FastifyInstance,
  db: Database,
  settings: ServerConfig,
  outbox: MailOutbox,
): void => {
  app.post<{ Body: { email: string } }>(
    '/api/password-reset',
    {
      config: routeRateLimit(settings.authRateLimit),
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', minLength: 1, maxLength: MAX_EMAIL_LENGTH } },
        },
        response: {
          202: {
            type: 'object',
            required: ['message', 'linkValidMinutes'],
            properties: { message: { type: 'string' }, linkValidMinutes: { type: 'integer' } },
          },
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw new HttpError(400, INVALID_EMAIL);
      await requestPasswordReset(db, outbox, {
        email,
        now: settings.now(),
        // The link opens the portal this host serves (/sso), as a concierge's does.
        portalUrl: settings.publicAppUrl,
        productName: settings.productName,
      });
      reply.header('Cache-Control', 'no-store');
      return reply.code(202).send(RESET_REQUESTED);
    },
  );
};

import type { FastifyInstance } from 'fastify';
import { MAX_EMAIL_LENGTH } from '../auth/email-address.js';
import { requireConcierge } from '../auth/require-concierge.js';
import type { Database } from '../db/database.js';
import { type MailOutbox, RECENT_MAIL_LIMIT } from '../mail/mail-outbox.js';

const postedMailSchema = {
  type: 'object',
  required: ['to', 'subject', 'text', 'createdAt'],
  properties: {
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

/**
 * GET /api/concierge/outbox?email=... (docs/host/decisions.md#mail-outbox): the latest messages
 * the host posted to a guest, newest first, for the concierge and admin roles (401 signed out,
 * 403 without the role). Where no relay delivers the outbox (the demo, one machine), the
 * concierge reads a guest's reset link here and passes it on; a concierge can issue such a
 * link anyway (POST /api/concierge/account-links), so this grants the role nothing new.
 */
export const registerConciergeOutboxRoute = (
  app: FastifyInstance,
  db: Database,
  outbox: MailOutbox,
): void => {
  app.get<{ Querystring: { email: string } }>(
    '/api/concierge/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', minLength: 1, maxLength: MAX_EMAIL_LENGTH } },
        },
        response: { 200: { type: 'array', items: postedMailSchema } },
      },
    },
    async (request, reply) => {
      await requireConcierge(db, request);
      // The messages hold live links: no cache keeps them.
      reply.header('Cache-Control', 'no-store');
      return outbox.postedTo(db, request.query.email, RECENT_MAIL_LIMIT);
    },
  );
};

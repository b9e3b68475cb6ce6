import type { FastifyInstance } from 'fastify';
import { issueAccountLink } from '../auth/account-links.js';
import { requireConcierge } from '../auth/require-concierge.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { ACCOUNT_PURPOSES, type AccountPurpose } from '../db/rows/account-links.js';
import { ID_SCHEMA, NULLABLE_ID_SCHEMA } from '../http/id-schema.js';
import { type CardTokenRequest, issueCardTokenFor } from './concierge-card-tokens.js';
import { CONCIERGE_ACTIONS, moveItemAsConcierge } from './concierge-moves.js';
import { MAX_CONCIERGE_NOTES, noteItemForGuest } from './concierge-notes.js';
import { type QuoteJson, quoteProperties } from './item-quote.js';

const reason = { type: ['string', 'null'], maxLength: 1000 } as const;

const movedItemSchema = {
  type: 'object',
  required: ['itemId', 'itemType', 'itineraryId', 'previousStatus', 'status'],
  properties: {
    itemId: { type: 'string' },
    itemType: { type: 'string' },
    itineraryId: { type: 'string' },
    previousStatus: { type: 'string' },
    status: { type: 'string' },
  },
} as const;

interface MoveBody extends QuoteJson {
  reason?: string | null;
}

/**
 * Concierge work (docs/host/decisions.md#concierge-work), for the roles concierge and admin
 * (401 signed out, 403 without the role): POST /api/concierge/items/{itemId}/quote, /confirm,
 * /mark-unavailable, /cancel on a service or home item, /notes on a service item, POST /api/concierge/card-tokens and
 * POST /api/concierge/account-links.
 * `npm run concierge` does the same from the command line.
 */
export const registerConciergeRoutes = (app: FastifyInstance, db: Database, config: ServerConfig): void => {
  for (const action of CONCIERGE_ACTIONS) {
    app.post<{ Params: { itemId: string }; Body: MoveBody | undefined }>(
      `/api/concierge/items/:itemId/${action}`,
      {
        schema: {
          params: { type: 'object', required: ['itemId'], properties: { itemId: ID_SCHEMA } },
          body: {
            type: ['object', 'null'],
            additionalProperties: false,
            properties: action === 'quote' ? { ...quoteProperties, reason } : { reason },
          },
          response: { 200: movedItemSchema },
        },
      },
      async (request) => {
        const concierge = await requireConcierge(db, request);
        const { reason: why, adjustments, pricing } = request.body ?? {};
        return moveItemAsConcierge(db, {
          itemId: request.params.itemId,
          action,
          actorUserId: concierge.id,
          reason: why ?? null,
          quote: {
            ...(adjustments ? { adjustments } : {}),
            ...(pricing ? { pricing } : {}),
          },
        });
      },
    );
  }

  app.post<{ Params: { itemId: string }; Body: { notes: string } }>(
    '/api/concierge/items/:itemId/notes',
    {
      schema: {
        params: { type: 'object', required: ['itemId'], properties: { itemId: ID_SCHEMA } },
        body: {
          type: 'object',
          required: ['notes'],
          additionalProperties: false,
          properties: { notes: { type: 'string', minLength: 1, maxLength: MAX_CONCIERGE_NOTES } },
        },
      },
    },
    async (request) => {
      const concierge = await requireConcierge(db, request);
      return noteItemForGuest(db, {
        itemId: request.params.itemId,
        notes: request.body.notes,
        actorUserId: concierge.id,
      });
    },
  );

  app.post<{ Body: Omit<CardTokenRequest, 'issuedByUserId' | 'now'> }>(
    '/api/concierge/card-tokens',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 254 },
            userId: ID_SCHEMA,
            itineraryId: NULLABLE_ID_SCHEMA,
          },
        },
        response: {
          201: {
            type: 'object',
            required: ['token', 'url', 'expiresAt', 'userId', 'itineraryId'],
            properties: {
              token: { type: 'string' },
              url: { type: 'string' },
              expiresAt: { type: 'string' },
              userId: { type: 'string' },
              itineraryId: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const concierge = await requireConcierge(db, request);
      // The link points at the guest app where guests reach it (docs/host/decisions.md#hardening).
      const appUrl = config.publicAppUrl;
      const issued = await issueCardTokenFor(
        db,
        { ...request.body, issuedByUserId: concierge.id, now: config.now() },
        appUrl,
      );
      reply.code(201).header('Cache-Control', 'no-store');
      return issued;
    },
  );

  const personName = { type: 'string', minLength: 1, maxLength: 100 } as const;
  app.post<{
    Body: { email: string; purpose?: AccountPurpose; firstName?: string; lastName?: string };
  }>(
    '/api/concierge/account-links',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 254 },
            purpose: { type: 'string', enum: [...ACCOUNT_PURPOSES] },
            firstName: personName,
            lastName: personName,
          },
          // Names only come together: they invite an account when the e-mail has none.
          dependencies: { firstName: ['lastName'], lastName: ['firstName'] },
        },
        response: {
          201: {
            type: 'object',
            required: ['url', 'token', 'purpose', 'expiresAt', 'userId', 'created'],
            properties: {
              url: { type: 'string' },
              token: { type: 'string' },
              purpose: { type: 'string' },
              expiresAt: { type: 'string' },
              userId: { type: 'string' },
              created: { type: 'boolean' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const concierge = await requireConcierge(db, request);
      const { email, purpose, firstName, lastName } = request.body;
      // The link points at the portal this host serves (/sso), where guests reach it.
      const link = await issueAccountLink(
        db,
        {
          email,
          purpose,
          create: firstName !== undefined && lastName !== undefined ? { firstName, lastName } : undefined,
          issuedByUserId: concierge.id,
          now: config.now(),
        },
        config.publicAppUrl,
      );
      reply.code(201).header('Cache-Control', 'no-store');
      return link;
    },
  );
};

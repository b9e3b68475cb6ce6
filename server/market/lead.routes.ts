import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';
import { mediaUrlFor } from '../media/media-url.js';
import { leadForCaller } from './lead.workflow.js';
import { anonymousLeadJson, leadJson } from './lead-json.js';

/**
 * GET /api/lead/{id}: the sales lead a guest arrived with, in the host's snake_case
 * (docs/product/entities.md#lead), decoded by the core's ServerLead codec. Without the lead's
 * own guest signed in (or a concierge) the answer is cut to what the app needs before sign-in
 * (anonymousLeadJson; who sees what is lead.workflow.ts's).
 */
export const registerLeadRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Params: { leadId: string } }>(
    '/api/lead/:leadId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['leadId'],
          properties: { leadId: ID_SCHEMA },
        },
      },
    },
    async (request) => {
      const caller = async () => (await authenticate(db, request))?.user;
      const found = await leadForCaller(db, request.params.leadId, caller);
      if (!found) throw new HttpError(404, 'Lead not found');
      return (found.whole ? leadJson : anonymousLeadJson)(found.lead, found.lead.itinerary_id, media);
    },
  );
};

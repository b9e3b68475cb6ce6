import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import { rolesOf } from '../auth/user-repository.js';
import { CONCIERGE_ROLES } from '../concierge/require-concierge.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { LeadRow } from '../db/rows/guests-marketing.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';
import { mediaUrlFor } from '../media/media-url.js';
import { anonymousLeadJson, LEAD_COLUMNS, type LeadWithPartner, leadJson } from './lead-json.js';

/**
 * GET /api/lead/{id}: the sales lead a guest arrived with, in the host's snake_case
 * (docs/product/entities.md#lead), decoded by the core's ServerLead codec. Lead ids are
 * unguessable objectIds handed out in the guest's link; a link travels (forwarded mail, a
 * shared screen), so without the lead's own guest signed in (or a concierge) the answer is
 * cut to what the app needs before sign-in (anonymousLeadJson).
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
      const { rows } = await db.query<LeadWithPartner & Pick<LeadRow, 'itinerary_id'>>(
        `select ${LEAD_COLUMNS}, l.itinerary_id
           from leads l left join partners p on p.id = l.partner_id
          where l.id = $1`,
        [request.params.leadId],
      );
      const lead = rows[0];
      if (!lead) throw new HttpError(404, 'Lead not found');
      const caller = (await authenticate(db, request))?.user;
      const ownLead =
        caller !== undefined &&
        lead.email !== null &&
        caller.email.toLowerCase() === lead.email.toLowerCase();
      const whole =
        ownLead ||
        (caller !== undefined &&
          (await rolesOf(db, caller.id)).some((role) =>
            (CONCIERGE_ROLES as readonly string[]).includes(role),
          ));
      return (whole ? leadJson : anonymousLeadJson)(lead, lead.itinerary_id, media);
    },
  );
};

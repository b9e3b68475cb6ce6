import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { mediaUrlFor } from '../media/media-url.js';

interface LeadRow {
  id: string;
  salesforce_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  product_line: string | null;
  market_id: string | null;
  itinerary_id: string | null;
  itinerary_start_date: string | null;
  itinerary_end_date: string | null;
  partner_name: string | null;
  partner_logo: string | null;
}

/**
 * GET /api/lead/{id}: the sales lead a guest arrived with, in the host's snake_case (SPEC 3
 * "Lead (server)"), decoded by the core's ServerLead codec. Lead ids are unguessable
 * objectIds handed out in the guest's link, which is all that gates this read.
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
          properties: { leadId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
        },
      },
    },
    async (request) => {
      const { rows } = await db.query<LeadRow>(
        `select l.id, l.salesforce_id, l.email, l.first_name, l.last_name, l.product_line, l.market_id,
                l.itinerary_id, l.itinerary_start_date::text as itinerary_start_date,
                l.itinerary_end_date::text as itinerary_end_date,
                p.name as partner_name, p.data->>'logo' as partner_logo
           from leads l left join partners p on p.id = l.partner_id
          where l.id = $1`,
        [request.params.leadId],
      );
      const lead = rows[0];
      if (!lead) throw new HttpError(404, 'Lead not found');
      return {
        objectId: lead.id,
        salesforce_id: lead.salesforce_id,
        email: lead.email,
        first_name: lead.first_name,
        last_name: lead.last_name,
        itineraryId: lead.itinerary_id,
        itinerary_end_date: lead.itinerary_end_date
          ? { iso: `${lead.itinerary_end_date}T00:00:00.000Z` }
          : null,
        product_line: lead.product_line,
        property_management: lead.partner_name
          ? { name: lead.partner_name, logo: lead.partner_logo ? media(lead.partner_logo) : null }
          : null,
        salesforce_source: {
          itinerary_start_date: lead.itinerary_start_date,
          itinerary_end_date: lead.itinerary_end_date,
        },
        marketId: lead.market_id,
      };
    },
  );
};

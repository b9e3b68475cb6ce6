import type { FastifyInstance } from 'fastify';
import { blankToUndefined, readDay } from '../catalog/query-values.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { mediaUrlFor } from '../media/media-url.js';
import { interestsForTrip } from './interest.workflow.js';

interface InterestQuerystring {
  market?: string;
  startDate?: string;
  endDate?: string;
  guestAges?: string[];
}

const querySchema = {
  type: 'object',
  properties: {
    market: { type: 'string', maxLength: 100 },
    startDate: { type: 'string', maxLength: 40 },
    endDate: { type: 'string', maxLength: 40 },
    guestAges: {
      type: 'array',
      items: { type: 'string', enum: ['adults', 'children', 'infants'] },
      maxItems: 3,
    },
  },
} as const;

/**
 * GET /api/userInterest/: what guests may enjoy on this trip, for the reservation overlay's
 * collage (docs/product/calls.md#services-and-misc); which ones is interest.workflow.ts's.
 */
export const registerInterestRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Querystring: InterestQuerystring }>(
    '/api/userInterest/',
    { schema: { querystring: querySchema } },
    async (request) => {
      const { query } = request;
      const interests = await interestsForTrip(db, {
        market: blankToUndefined(query.market),
        startDate: readDay('startDate', query.startDate),
        endDate: readDay('endDate', query.endDate),
        guestAges: query.guestAges,
      });
      if (!interests) throw new HttpError(404, 'Market not found');
      return interests.map((row) => ({ name: row.name, questionnaireImage: media(row.image_url) }));
    },
  );
};

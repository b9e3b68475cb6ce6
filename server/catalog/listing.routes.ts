import type { FastifyInstance } from 'fastify';
import { addDays, utcDayOf } from '../../src/core/shared/index.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { mediaUrlFor } from '../media/media-url.js';
import { findHome, unavailableRanges } from './home.store.js';
import { toListingDetail } from './listing-detail.js';
import { homeNotFound, type ListingParams, listingParamsSchema } from './listing-params.js';
import { findSimilarHomes } from './similar-homes.js';
import { stayProblem } from './stay-check.js';
import { readStayDates } from './stay-dates.js';

interface DatesQuery {
  startDate?: string;
  endDate?: string;
}

const datesQuerySchema = {
  type: 'object',
  properties: {
    startDate: { type: 'string', maxLength: 40 },
    endDate: { type: 'string', maxLength: 40 },
  },
} as const;

/** How far ahead a home's page lists taken nights. */
const CALENDAR_DAYS = 550;

export const registerListingRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Params: ListingParams; Querystring: DatesQuery }>(
    '/api/guest-listing/:listingId',
    { schema: { params: listingParamsSchema, querystring: datesQuerySchema } },
    async (request) => {
      const dates = readStayDates(request.query);
      const home = await findHome(db, request.params.listingId);
      if (!home) throw homeNotFound();
      const today = utcDayOf(config.now());
      const calendar = await unavailableRanges(db, home.id, today, addDays(today, CALENDAR_DAYS));
      const detail = toListingDetail(home, media, calendar);
      if (!dates) return detail;
      // With dates, the page says at once whether the home can be had for them.
      const conflicts = await unavailableRanges(db, home.id, dates.startDate, dates.endDate);
      const problem = stayProblem(home, dates, null, conflicts, config.now());
      return { ...detail, stay: { ...dates, isAvailable: problem === null, message: problem } };
    },
  );

  app.get<{ Params: ListingParams; Querystring: DatesQuery }>(
    '/api/listing/:listingId/similar',
    { schema: { params: listingParamsSchema, querystring: datesQuerySchema } },
    async (request) => {
      const dates = readStayDates(request.query);
      const home = await findHome(db, request.params.listingId);
      if (!home) throw homeNotFound();
      return findSimilarHomes(db, home, dates, media);
    },
  );
};

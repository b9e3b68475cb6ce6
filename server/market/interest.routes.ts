import type { FastifyInstance } from 'fastify';
import { addDays } from '../../src/core/shared/calendar-day.js';
import { blankToUndefined, readDay } from '../catalog/query-values.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { UserInterestRow } from '../db/rows/guests-marketing.js';
import type { MarketRow } from '../db/rows/markets-destinations.js';
import { HttpError } from '../http/http-error.js';
import { mediaUrlFor } from '../media/media-url.js';

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

/** The calendar months (1-12) a trip touches; null when it has no dates. */
const monthsOf = (startDate: string | undefined, endDate: string | undefined): number[] | null => {
  if (!startDate) return null;
  const months = new Set<number>();
  const last = endDate && endDate > startDate ? endDate : startDate;
  for (let day = startDate; day <= last && months.size < 12; day = addDays(day, 1)) {
    months.add(Number(day.slice(5, 7)));
  }
  return [...months];
};

/**
 * GET /api/userInterest/: what guests may enjoy on this trip, for the reservation overlay's
 * collage (docs/product/calls.md#services-and-misc): the market's own interests first, then
 * those offered everywhere; only those suiting one of the guests' ages and on offer in the
 * trip's months.
 */
export const registerInterestRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Querystring: InterestQuerystring }>(
    '/api/userInterest/',
    { schema: { querystring: querySchema } },
    async (request) => {
      const { query } = request;
      const startDate = readDay('startDate', query.startDate);
      const endDate = readDay('endDate', query.endDate);
      let marketId: string | null = null;
      const market = blankToUndefined(query.market);
      if (market) {
        const { rows } = await db.query<Pick<MarketRow, 'id'>>(
          'select id from markets where id = $1 or slug = lower($1)',
          [market],
        );
        if (!rows[0]) throw new HttpError(404, 'Market not found');
        marketId = rows[0].id;
      }
      const ages = query.guestAges && query.guestAges.length > 0 ? query.guestAges : null;
      const { rows } = await db.query<Pick<UserInterestRow, 'name' | 'image_url'>>(
        `select name, image_url from user_interests i
          where (i.market_id is null or i.market_id = $1)
            and ($2::text[] is null or i.guest_ages && $2::text[])
            and (i.months is null or $3::int[] is null or i.months && $3::int[])
          order by (i.market_id is null), i.sort_order, i.name`,
        [marketId, ages, monthsOf(startDate, endDate)],
      );
      return rows.map((row) => ({ name: row.name, questionnaireImage: media(row.image_url) }));
    },
  );
};

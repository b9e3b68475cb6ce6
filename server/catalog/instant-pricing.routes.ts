import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { findHome, unavailableRanges } from './home.store.js';
import { homeNotFound, type ListingParams, listingParamsSchema } from './listing-params.js';
import { PARTY_COUNT_SCHEMAS } from './party-limits.js';
import { stayProblem } from './stay-check.js';
import { readStayDates } from './stay-dates.js';
import { quoteStay, RELIABILITY_BY_PRICING_SETTING, toInstantPricing } from './stay-quote.js';

interface InstantPricingQuerystring {
  startDate?: string;
  endDate?: string;
  adultCount: number;
  childCount: number;
  infantCount: number;
  petCount: number;
  integrationPriceOnly?: boolean;
}

// The party's limits are the host's one definition (party-limits.ts).
const count = (kind: keyof typeof PARTY_COUNT_SCHEMAS, fallback: number) =>
  ({ ...PARTY_COUNT_SCHEMAS[kind], default: fallback }) as const;

const querySchema = {
  type: 'object',
  properties: {
    startDate: { type: 'string', maxLength: 40 },
    endDate: { type: 'string', maxLength: 40 },
    adultCount: count('adultCount', 1),
    childCount: count('childCount', 0),
    infantCount: count('infantCount', 0),
    petCount: count('petCount', 0),
    integrationPriceOnly: { type: 'boolean' },
  },
} as const;

export const NO_INTEGRATION_PRICE =
  "This home's price is not live from its booking system. Please request a price instead.";

/**
 * GET /api/listing/{id}/instant-pricing: the price of a stay, or a 400 whose message the
 * guest can act on (docs/host/decisions.md#homes-availability-and-prices); the app shows it
 * as the price's errorMessage.
 */
export const registerInstantPricingRoute = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  app.get<{ Params: ListingParams; Querystring: InstantPricingQuerystring }>(
    '/api/listing/:listingId/instant-pricing',
    { schema: { params: listingParamsSchema, querystring: querySchema } },
    async (request) => {
      const { query } = request;
      const dates = readStayDates(query, true);
      if (!dates) throw new HttpError(400, 'startDate is required');
      const home = await findHome(db, request.params.listingId);
      if (!home) throw homeNotFound();
      // integrationPriceOnly asks for the manager's own live price, which only an integration has.
      if (query.integrationPriceOnly && RELIABILITY_BY_PRICING_SETTING[home.pricing_setting] !== 'exact') {
        throw new HttpError(400, NO_INTEGRATION_PRICE);
      }
      const conflicts = await unavailableRanges(db, home.id, dates.startDate, dates.endDate);
      const problem = stayProblem(home, dates, query, conflicts, config.now());
      if (problem) throw new HttpError(400, problem);
      return toInstantPricing(quoteStay(home, { ...dates, petCount: query.petCount }), home.pricing_setting);
    },
  );
};

import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';
import { mediaUrlFor } from '../media/media-url.js';
import { findMarket, findPublishedPartner, listCountries } from './market.store.js';
import { marketJson, partnerJson } from './market-json.js';

const marketParams = {
  type: 'object',
  required: ['marketId'],
  properties: { marketId: ID_SCHEMA },
} as const;

// Names may hold blanks and punctuation; Fastify already refuses parameters over 100 characters.
const partnerParams = {
  type: 'object',
  required: ['partnerName'],
  properties: { partnerName: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** The market, the partner a guest came through, and the billing countries (MarketGateway). */
export const registerMarketRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  // By objectId, or by slug for readable links (/markets/rocky-mountains/services).
  app.get<{ Params: { marketId: string } }>(
    '/api/market/:marketId',
    { schema: { params: marketParams } },
    async (request) => {
      const market = await findMarket(db, request.params.marketId);
      if (!market) throw new HttpError(404, 'Market not found');
      return marketJson(market);
    },
  );

  app.get('/api/countries', async () => listCountries(db));

  // By slug or by name (any case); unpublished partners are as unknown as missing ones.
  app.get<{ Params: { partnerName: string } }>(
    '/api/published-partner/:partnerName',
    { schema: { params: partnerParams } },
    async (request) => {
      const partner = await findPublishedPartner(db, request.params.partnerName.trim());
      if (!partner) throw new HttpError(404, 'Partner not found');
      return partnerJson(partner, media);
    },
  );
};

import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { CountryRow, PartnerRow } from '../db/rows/guests-marketing.js';
import type { MarketRow } from '../db/rows/markets-destinations.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';
import { mediaUrlFor } from '../media/media-url.js';

type PublishedPartner = Pick<PartnerRow, 'id' | 'slug' | 'name' | 'kind' | 'data'>;

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
      const { rows } = await db.query<MarketRow>(
        `select id, slug, name, landscape, default_product_line, product_lines, aliases, active, tax_rate_bps,
                has_services_catalog, time_zone_name, latitude, longitude
           from markets where id = $1 or slug = lower($1)`,
        [request.params.marketId],
      );
      const market = rows[0];
      if (!market) throw new HttpError(404, 'Market not found');
      return {
        objectId: market.id,
        name: market.name,
        slug: market.slug,
        defaultProductLine: market.default_product_line,
        product_lines: market.product_lines,
        aliases: market.aliases,
        activeMarket: market.active,
        landscape: market.landscape,
        taxRatePercent: market.tax_rate_bps / 100,
        hasServicesCatalog: market.has_services_catalog,
        timeZoneName: market.time_zone_name,
        latLngLocation: { lat: market.latitude, lng: market.longitude },
      };
    },
  );

  app.get('/api/countries', async () => {
    const { rows } = await db.query<Pick<CountryRow, 'code' | 'name'>>(
      'select code, name from countries order by sort_order, name',
    );
    return rows;
  });

  // By slug or by name (any case); unpublished partners are as unknown as missing ones.
  app.get<{ Params: { partnerName: string } }>(
    '/api/published-partner/:partnerName',
    { schema: { params: partnerParams } },
    async (request) => {
      const { rows } = await db.query<PublishedPartner>(
        `select id, slug, name, kind, data from partners
          where published and (slug = lower($1) or lower(name) = lower($1))`,
        [request.params.partnerName.trim()],
      );
      const partner = rows[0];
      if (!partner) throw new HttpError(404, 'Partner not found');
      const { logo } = partner.data;
      return {
        objectId: partner.id,
        name: partner.name,
        slug: partner.slug,
        kind: partner.kind,
        data: { ...partner.data, ...(typeof logo === 'string' ? { logo: media(logo) } : {}) },
      };
    },
  );
};

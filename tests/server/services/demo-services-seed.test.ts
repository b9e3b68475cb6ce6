import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MARKETS } from '../../../server/demo/seed/demo-places.data.js';
import {
  DEMO_SERVICE_CATEGORIES,
  serviceCategoryId,
} from '../../../server/demo/seed/demo-services-terms.data.js';
import { marketId } from '../../../server/demo/seed/generate-catalog-base.js';
import { isFlatRate } from '../../../src/core/pricing/flat-rate.rule.js';
import type { PricingConfig } from '../../../src/core/pricing/pricing-config.entity.js';
import { DATE_FIELD_TYPES } from '../../../src/core/service/date-field-type.entity.js';
import { Service } from '../../../src/core/service/service.entity.js';
import { SITE_SECTIONS } from '../../../src/core/service/site-section.entity.js';
import { VACATION_HOME_SERVICE_KEYS } from '../../../src/core/service/vacation-home-service-key.entity.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';

interface SeededService {
  id: string;
  market_id: string;
  service_key: string;
  site_section: string;
  date_field_type: string;
  listing_redirect_id: string | null;
  pricing_config: { extraFee: number | null; configuration: PricingConfig[] };
  descriptors: { coordinationFee?: number | null; timeSlots?: { start: string; end: string }[] | null };
  images: string[];
  categories: string[];
}

/** Every option config of a service, with the number of options its header offers. */
const configsOf = (service: SeededService) =>
  service.pricing_config.configuration.flatMap((header) =>
    (header.configuration[0]?.pricingOptions ?? []).flatMap((option) =>
      option.configs.map((config) => ({
        ...config,
        options: header.configuration[0]?.pricingOptions.length ?? 0,
      })),
    ),
  );

describe.each(testEngines())('the demo services on %s', (engine) => {
  let h: CatalogHarness;
  let services: SeededService[];

  beforeAll(async () => {
    h = await openCatalogHarness(engine);
    services = (
      await h.db.query<SeededService>(
        `select s.id, s.market_id, s.service_key, s.site_section, s.date_field_type, s.listing_redirect_id,
                s.pricing_config, s.descriptors, s.images,
                coalesce((select array_agg(l.category_id order by l.category_id) from service_category_links l
                           where l.service_id = s.id), '{}') as categories
           from services s`,
      )
    ).rows;
  });

  afterAll(async () => {
    await h?.dispose();
  });

  describe.each(DEMO_MARKETS.map((market) => [market.slug]))('in market %s', (slug) => {
    const inMarket = () => services.filter((service) => service.market_id === marketId(slug));

    it('has services in every category, the hidden one included', () => {
      const linked = new Set(inMarket().flatMap((service) => service.categories));
      for (const category of DEMO_SERVICE_CATEGORIES)
        expect(linked).toContain(serviceCategoryId(category.slug));
    });

    it('has every pricing configuration', () => {
      const configs = inMarket().flatMap(configsOf);
      expect(configs.some((config) => isFlatRate(config))).toBe(true);
      for (const basis of ['hour', 'day', 'person'])
        expect(configs.some((config) => config.rateBasis === basis && config.fixedRate === null)).toBe(true);
      expect(configs.some((config) => config.fixedRate !== null && config.rate !== null)).toBe(true);
      // The plus-cost label shows only on a flat rate that is the only option
      // (docs/product/validation.md#service-pricing-and-fields).
      expect(
        configs.some((config) => config.plusCostLabel && isFlatRate(config) && config.options === 1),
      ).toBe(true);
      expect(configs.some((config) => config.options > 1)).toBe(true);
      expect(inMarket().some((service) => (service.pricing_config.extraFee ?? 0) > 0)).toBe(true);
      expect(inMarket().some((service) => (service.descriptors.coordinationFee ?? 0) > 0)).toBe(true);
    });

    it('has every date field type, both site sections and time slots', () => {
      expect(new Set(inMarket().map((service) => service.date_field_type))).toEqual(
        new Set(DATE_FIELD_TYPES),
      );
      expect(new Set(inMarket().map((service) => service.site_section))).toEqual(new Set(SITE_SECTIONS));
      const slots = inMarket().flatMap((service) => service.descriptors.timeSlots ?? []);
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) expect(Date.parse(slot.end)).toBeGreaterThan(Date.parse(slot.start));
    });

    it('has a vacation-home service of each key, pointing at a home of the market', async () => {
      for (const key of VACATION_HOME_SERVICE_KEYS) {
        const stay = inMarket().find((service) => service.service_key === key);
        expect(stay?.listing_redirect_id, key).toBeTruthy();
        const { rows } = await h.db.query<{ market_id: string }>(
          'select d.market_id from listings l join destinations d on d.id = l.destination_id where l.id = $1',
          [stay?.listing_redirect_id],
        );
        expect(rows[0]?.market_id).toBe(marketId(slug));
      }
    });

    it('decodes with the app codec, every service', async () => {
      for (const service of inMarket()) {
        const response = await h.app.inject({
          method: 'POST',
          url: `/api/services/${service.id}`,
          payload: {},
        });
        expect(response.statusCode).toBe(200);
        decodeWith(Service, response.json());
      }
    });
  });

  it("shows a vacation-home service with its home's pictures, which the host serves", async () => {
    const stay = services.find((service) => service.listing_redirect_id !== null);
    const image = stay?.images[0] ?? '';
    expect(image).toMatch(/^\/media\/homes\//);
    expect((await h.get(image)).status).toBe(200);
  });

  it('gives other services a picture path of their own under /media/services', () => {
    const others = services.filter(
      (service) => service.listing_redirect_id === null && service.id.length === 10,
    );
    expect(others.length).toBeGreaterThan(0);
    for (const service of others) expect(service.images[0]).toBe(`/media/services/${service.id}/1.svg`);
  });

  it('blocks days for the services that take days off, in the month after the seed day', async () => {
    const { rows } = await h.db.query<{ reason: string; starts_at: Date }>(
      'select reason, starts_at from service_blocked_times order by starts_at',
    );
    expect(new Set(rows.map((row) => row.reason))).toEqual(
      new Set(["Chef's day off", 'Scheduled maintenance']),
    );
    for (const row of rows) expect(new Date(row.starts_at).getTime()).toBeGreaterThan(Date.parse(h.anchor));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACTIVE_ITINERARY_ID,
  DEMO_LEAD_IDS,
  marketId,
} from '../../../server/demo/seed/generate-catalog-base.js';
import { ActivePromotions } from '../../../src/adapters/rest/wire/promotions.wire.js';
import { UserInterestList } from '../../../src/adapters/rest/wire/user-interest.wire.js';
import { CountryList } from '../../../src/core/country/country.entity.js';
import { toClientLead } from '../../../src/core/lead/client-lead.entity.js';
import { ServerLead } from '../../../src/core/lead/server-lead.entity.js';
import { Market } from '../../../src/core/market/market.entity.js';
import { supportEmailFor } from '../../../src/core/market/support-email.rule.js';
import { Partner } from '../../../src/core/partner/partner.entity.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';

describe.each(testEngines())('markets, partners, leads, interests and promotions on %s', (engine) => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await openCatalogHarness(engine);
  });
  afterAll(() => h.dispose());

  describe('GET /api/market/{marketId}', () => {
    it('answers the market by id, with product lines keyed lowercase', async () => {
      const response = await h.get(`/api/market/${marketId('rocky-mountains')}`);
      expect(response.status).toBe(200);
      const market = decodeWith(Market, response.body);
      expect(market).toMatchObject({
        objectId: marketId('rocky-mountains'),
        name: 'Rocky Mountains',
        defaultProductLine: 'Concierge',
        aliases: ['Colorado', 'Rockies', 'Ski Country'],
        activeMarket: true,
      });
      expect(Object.keys(market.product_lines ?? {}).sort()).toEqual([
        'anywhere',
        'capital one lifestyle',
        'capital one premier',
        'concierge',
        'lite',
        'local',
      ]);
      // The app's own rule finds the support e-mail in it.
      expect(supportEmailFor(market, null, 'bugs@keyhaven.test')).toBe(
        'concierge.rocky-mountains@keyhaven.test',
      );
      expect(supportEmailFor(market, 'Capital One Premier', 'x')).toBe(
        'premier.rocky-mountains@keyhaven.test',
      );
      expect(response.body).toMatchObject({ taxRatePercent: 10.6, hasServicesCatalog: true });
    });

    it('answers by slug too, and says which market sells no services', async () => {
      const response = await h.get('/api/market/Desert-Southwest');
      expect(decodeWith(Market, response.body).defaultProductLine).toBe('Lite');
      expect(response.body).toMatchObject({ hasServicesCatalog: false, landscape: 'desert' });
    });

    it('answers 404 for an unknown market and 400 for an absurd id', async () => {
      expect(await h.get('/api/market/atlantis')).toMatchObject({
        status: 404,
        body: { message: 'Market not found' },
      });
      expect(await h.get('/api/market/rocky%20mountains')).toMatchObject({
        status: 400,
        body: { message: 'marketId must match pattern "^[A-Za-z0-9_-]{1,64}$"' },
      });
    });
  });

  describe('GET /api/countries', () => {
    it('lists every country once, the usual ones first', async () => {
      const countries = decodeWith(CountryList, (await h.get('/api/countries')).body);
      expect(countries).toHaveLength(249);
      expect(new Set(countries.map((c) => c.code)).size).toBe(249);
      expect(countries.slice(0, 3)).toEqual([
        { code: 'US', name: 'United States' },
        { code: 'CA', name: 'Canada' },
        { code: 'GB', name: 'United Kingdom' },
      ]);
      expect(countries.find((c) => c.code === 'FR')?.name).toBe('France');
    });
  });

  describe('GET /api/published-partner/{name}', () => {
    it('answers a published partner by slug or by name in any case', async () => {
      for (const name of ['summit-property-management', 'SUMMIT PROPERTY MANAGEMENT']) {
        const response = await h.get(`/api/published-partner/${encodeURIComponent(name)}`);
        expect(response.status).toBe(200);
        const partner = decodeWith(Partner, response.body);
        expect(partner).toMatchObject({
          name: 'Summit Property Management',
          data: {
            logo: '/media/partners/summit-property-management.svg',
            tagline: 'Slope-side homes, cared for year round',
          },
        });
      }
    });

    it('answers 404 for an unpublished or unknown partner', async () => {
      for (const name of ['sonoran-stays', 'nobody']) {
        expect(await h.get(`/api/published-partner/${name}`)).toMatchObject({
          status: 404,
          body: { message: 'Partner not found' },
        });
      }
    });
  });

  describe('GET /api/lead/{id}', () => {
    it('answers the lead with an active trip in the host snake_case', async () => {
      const response = await h.get(`/api/lead/${DEMO_LEAD_IDS.activeTrip}`);
      expect(response.status).toBe(200);
      const lead = decodeWith(ServerLead, response.body);
      expect(lead).toMatchObject({
        objectId: DEMO_LEAD_IDS.activeTrip,
        itineraryId: DEMO_ACTIVE_ITINERARY_ID,
        itinerary_end_date: { iso: `${addDays(h.anchor, 28)}T00:00:00.000Z` },
        product_line: 'Concierge',
        property_management: {
          name: 'Summit Property Management',
          logo: '/media/partners/summit-property-management.svg',
        },
        salesforce_source: {
          itinerary_start_date: addDays(h.anchor, 21),
          itinerary_end_date: addDays(h.anchor, 28),
        },
      });
      // Before sign-in: no CRM id or surname, the e-mail obscured (issue 25, finding 10).
      expect(response.body).not.toHaveProperty('salesforce_id');
      expect(response.body).not.toHaveProperty('last_name');
      expect(response.body).not.toHaveProperty('marketId');
      expect(lead.email).toMatch(/^[^*@]{2}\*+@/);
      // The app's mapping sees the trip as active today.
      const client = toClientLead(lead, h.anchor);
      expect(client).toMatchObject({ itineraryIsActive: true, productLine: 'Concierge' });
    });

    it('answers the other demo leads: a past trip, a Premier lead, a lead without partner', async () => {
      const past = decodeWith(ServerLead, (await h.get(`/api/lead/${DEMO_LEAD_IDS.pastTrip}`)).body);
      expect(toClientLead(past, h.anchor).itineraryIsActive).toBe(false);
      const premier = decodeWith(ServerLead, (await h.get(`/api/lead/${DEMO_LEAD_IDS.premier}`)).body);
      expect(toClientLead(premier, h.anchor).productLine).toBe('Capital One Premier');
      const bare = decodeWith(ServerLead, (await h.get(`/api/lead/${DEMO_LEAD_IDS.noPartner}`)).body);
      expect(bare).toMatchObject({ property_management: null, itineraryId: null, itinerary_end_date: null });
    });

    it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
      expect(await h.get('/api/lead/unknown')).toMatchObject({
        status: 404,
        body: { message: 'Lead not found' },
      });
      expect((await h.get('/api/lead/a.b')).status).toBe(400);
    });
  });

  describe('GET /api/userInterest/', () => {
    const interests = async (query: string) => {
      const response = await h.get(`/api/userInterest/?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return decodeWith(UserInterestList, response.body).map((interest) => interest.name);
    };

    it('answers the market interests first, then those offered everywhere, each with an image', async () => {
      const response = await h.get('/api/userInterest/?market=rocky-mountains');
      const list = decodeWith(UserInterestList, response.body);
      expect(list.slice(0, 3).map((i) => i.name)).toEqual([
        'Skiing and snowboarding',
        'Guided hikes',
        'Fly fishing',
      ]);
      expect(list.every((i) => i.questionnaireImage?.startsWith('/media/interests/'))).toBe(true);
      expect(list.map((i) => i.name)).not.toContain('Golf');
    });

    it('keeps interests on offer in the trip months', async () => {
      const winter = await interests('market=rocky-mountains&startDate=2031-01-10&endDate=2031-01-17');
      expect(winter).toContain('Skiing and snowboarding');
      expect(winter).not.toContain('Guided hikes');
      const summer = await interests('market=rocky-mountains&startDate=2031-07-10&endDate=2031-07-17');
      expect(summer).toContain('Guided hikes');
      expect(summer).not.toContain('Skiing and snowboarding');
      // A trip across the new year touches December and January.
      expect(await interests('market=sierra-lakes&startDate=2030-12-28&endDate=2031-01-03')).not.toContain(
        'Boat rentals',
      );
    });

    it('keeps interests suiting one of the guest ages (repeated guestAges)', async () => {
      const adults = await interests('market=rocky-mountains&guestAges=adults');
      expect(adults).toContain('Fly fishing');
      expect(adults).not.toContain('Baby gear rental');
      const family = await interests(
        'market=rocky-mountains&guestAges=adults&guestAges=children&guestAges=infants',
      );
      expect(family).toContain('Baby gear rental');
      expect(family).toContain('Family adventures');
      const infants = await interests('guestAges=infants');
      expect(infants).toEqual(['Groceries waiting on arrival', 'Baby gear rental']);
    });

    it('answers only interests offered everywhere without a market', async () => {
      expect(await interests('')).toEqual([
        'Private chef dinners',
        'Spa and wellness',
        'Groceries waiting on arrival',
        'Family adventures',
        'Baby gear rental',
      ]);
    });

    it('answers 400 for a bad age or date and 404 for an unknown market', async () => {
      expect(await h.get('/api/userInterest/?guestAges=pets')).toMatchObject({
        status: 400,
        body: { message: 'guestAges.0 must be equal to one of the allowed values' },
      });
      expect(await h.get('/api/userInterest/?startDate=tomorrow')).toMatchObject({
        status: 400,
        body: { message: 'startDate must be a date like 2030-06-01' },
      });
      expect(await h.get('/api/userInterest/?market=atlantis')).toMatchObject({
        status: 404,
        body: { message: 'Market not found' },
      });
    });
  });

  describe('GET /api/promotional-messages/active', () => {
    it('answers the promotions running now, keyed by promotion', async () => {
      const response = await h.get('/api/promotional-messages/active');
      const promotions = decodeWith(ActivePromotions, response.body);
      expect(Object.keys(promotions).sort()).toEqual(['premier-members', 'ski-week', 'spring-coast']);
      expect(promotions['spring-coast']).toEqual({
        title: 'Spring on the coast',
        message: 'Beach houses with a private chef dinner included.',
        linkUrl: '/listings?listing_destination=30A',
        linkText: 'See beach houses',
        productLines: [],
        startsAt: `${addDays(h.anchor, -7)}T00:00:00.000Z`,
        endsAt: `${addDays(h.anchor, 120)}T00:00:00.000Z`,
      });
    });

    it('follows the clock: ended promotions go, coming ones start', async () => {
      const later = await import('../../../server/app.js').then(({ buildServer }) =>
        buildServer({ db: h.db, config: { now: () => new Date(`${addDays(h.anchor, 45)}T12:00:00Z`) } }),
      );
      try {
        const body = (await later.inject({ method: 'GET', url: '/api/promotional-messages/active' })).json();
        expect(Object.keys(body).sort()).toEqual([
          'premier-members',
          'ski-week',
          'spring-coast',
          'summer-preview',
        ]);
      } finally {
        await later.close();
      }
    });
  });
});

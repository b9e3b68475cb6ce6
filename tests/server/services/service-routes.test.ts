import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoServiceId } from '../../../server/demo/seed/demo-services-rows.js';
import { marketId } from '../../../server/demo/seed/generate-catalog-base.js';
import {
  ensureMarket,
  ensureService,
  ensureTakenSpan,
} from '../../../server/verification/service-fixtures.store.js';
import { GroceryItemList } from '../../../src/adapters/rest/wire/itinerary-lists.wire.js';
import { SIMILAR_SERVICES_COUNT } from '../../../src/core/catalog/similar-services.constant.js';
import { AvailabilityCalendar } from '../../../src/core/service/availability-calendar.entity.js';
import { Service, ServiceList } from '../../../src/core/service/service.entity.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';

const ROCKIES = marketId('rocky-mountains');
const CHEF = demoServiceId('rocky-mountains', 'private-chef-dinner');
const SKI = demoServiceId('rocky-mountains', 'seasonal-lessons');
const BOAT = demoServiceId('rocky-mountains', 'yacht-charter');

describe.each(testEngines())('the services routes on %s', (engine) => {
  let h: CatalogHarness;
  const post = async (url: string, payload?: Record<string, unknown>) => {
    const response = await h.app.inject(
      payload === undefined ? { method: 'POST', url } : { method: 'POST', url, payload },
    );
    return { status: response.statusCode, body: response.json() as unknown };
  };

  beforeAll(async () => {
    h = await openCatalogHarness(engine);
    // A market of the test's own: three services sharing categories in known ways.
    await ensureMarket(h.db, 'mk-test', 'Test Market');
    await ensureService(h.db, 'sv-a', 'mk-test', {
      name: 'Chef A',
      score: 4,
      categoryIds: ['cat-dining', 'cat-secret'],
    });
    await ensureService(h.db, 'sv-b', 'mk-test', {
      name: 'Chef B',
      score: 3,
      categoryIds: ['cat-dining', 'cat-wine'],
    });
    await ensureService(h.db, 'sv-c', 'mk-test', { name: 'Chef C', score: 5, categoryIds: ['cat-dining'] });
    await ensureService(h.db, 'sv-d', 'mk-test', {
      name: 'Secret only',
      score: 5,
      categoryIds: ['cat-secret'],
    });
    await ensureService(h.db, 'sv-e', 'mk-test', { name: 'Wine tour', score: 2, categoryIds: ['cat-wine'] });
    await h.db.query(`update service_categories set is_hidden = true where id = 'cat-secret'`);
  });

  afterAll(async () => {
    await h?.dispose();
  });

  describe('GET /api/markets/{marketId}/services', () => {
    it("answers the market's services, best scored first, in the app's shape", async () => {
      const { status, body } = await h.get(`/api/markets/${ROCKIES}/services`);
      expect(status).toBe(200);
      const services = decodeWith(ServiceList, body);
      expect(services.length).toBeGreaterThanOrEqual(15);
      const scores = services.map((service) => service.score ?? 0);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const chef = services.find((service) => service.id === CHEF);
      expect(chef?.categories.map((category) => category.name)).toEqual(['Concierge Picks', 'Private Chefs']);
      expect(chef?.categories.find((category) => category.name === 'Concierge Picks')).toMatchObject({
        isHidden: true,
        promotionScore: 10,
      });
      expect(chef).toMatchObject({
        siteSection: 'catalog',
        dateFieldType: 'Date + Time',
        startingFrom: 1095,
      });
      expect(services.some((service) => service.listingRedirectId)).toBe(true);
    });

    it('answers for the slug as for the id', async () => {
      const byId = await h.get(`/api/markets/${ROCKIES}/services`);
      const bySlug = await h.get('/api/markets/rocky-mountains/services');
      expect(bySlug).toMatchObject({ status: 200, body: byId.body });
    });

    it('leaves out services out of season on every day of the dates', async () => {
      const winter = await h.get(`/api/markets/${ROCKIES}/services?startDate=2031-01-10&endDate=2031-01-15`);
      const ids = decodeWith(ServiceList, winter.body).map((service) => service.id);
      expect(ids).toContain(SKI);
      expect(ids).not.toContain(BOAT);
      const summer = await h.get(`/api/markets/${ROCKIES}/services?startDate=2031-07-10&endDate=2031-07-10`);
      const summerIds = decodeWith(ServiceList, summer.body).map((service) => service.id);
      expect(summerIds).toContain(BOAT);
      expect(summerIds).not.toContain(SKI);
      // A span touching April (ski) and May (boats) keeps both.
      const spring = await h.get(`/api/markets/${ROCKIES}/services?startDate=2031-04-28&endDate=2031-05-02`);
      expect(decodeWith(ServiceList, spring.body).map((service) => service.id)).toEqual(
        expect.arrayContaining([SKI, BOAT]),
      );
    });

    it('shows only local favourites in a market without a services catalog', async () => {
      const { status, body } = await h.get('/api/markets/desert-southwest/services');
      expect(status).toBe(200);
      const sections = new Set(decodeWith(ServiceList, body).map((service) => service.siteSection));
      expect([...sections]).toEqual(['local_favorites']);
    });

    it('answers nothing for an inactive market', async () => {
      await ensureMarket(h.db, 'mk-closed', 'Closed Market');
      await ensureService(h.db, 'sv-closed', 'mk-closed');
      await h.db.query(`update markets set active = false where id = 'mk-closed'`);
      expect(await h.get('/api/markets/mk-closed/services')).toMatchObject({ status: 200, body: [] });
    });

    it('answers 404 for an unknown market and 400 for a malformed id', async () => {
      expect(await h.get('/api/markets/no-such-market/services')).toMatchObject({
        status: 404,
        body: { message: 'Market not found' },
      });
      expect((await h.get('/api/markets/bad%20id/services')).status).toBe(400);
    });

    it.each([
      ['startDate=2031-13-01', 'startDate must be a date like 2030-06-01'],
      ['endDate=tomorrow', 'endDate must be a date like 2030-06-01'],
      ['startDate=2031-03-10&endDate=2031-03-09', 'endDate must not be before startDate'],
      ['startDate=2031-01-01&endDate=2033-01-01', 'endDate must be at most 366 days after startDate'],
    ])('answers 400 for %s', async (query, message) => {
      expect(await h.get(`/api/markets/${ROCKIES}/services?${query}`)).toMatchObject({
        status: 400,
        body: { message },
      });
    });
  });

  describe('POST /api/services/{serviceId}', () => {
    it('answers the service with its descriptors, pricing config, fields and time slots', async () => {
      const { status, body } = await post(`/api/services/${CHEF}`, {
        itineraryId: null,
        leadId: null,
        productLine: 'Concierge',
      });
      expect(status).toBe(200);
      const service = decodeWith(Service, body);
      expect(service).toMatchObject({ id: CHEF, name: 'Private Chef Dinner', coordinationFee: 10 });
      expect(service.fields.map((field) => field.type)).toEqual(['text', 'number', 'groceryList']);
      expect(service.timeSlots?.some((slot) => slot.isNoPreference)).toBe(true);
      const header = service.servicePricingConfig?.configuration[0];
      expect(header?.configuration[0]?.pricingOptions[0]?.configs[0]).toMatchObject({
        fixedRate: 1095,
        plusCostLabel: '+ cost of groceries',
      });
      expect(service.images?.[0]).toMatch(new RegExp(`^/media/services/${CHEF}/1\\.svg$`));
      expect(body).toMatchObject({ productLine: 'Concierge' });
    });

    it('takes Concierge when no product line or body is sent, and reads loose spellings', async () => {
      expect((await post(`/api/services/${CHEF}`)).body).toMatchObject({ productLine: 'Concierge' });
      expect(
        (await post(`/api/services/${CHEF}`, { productLine: 'capital_one_premier' })).body,
      ).toMatchObject({
        productLine: 'Capital One Premier',
      });
    });

    it('answers 400 for an unknown product line or a malformed id', async () => {
      expect(await post(`/api/services/${CHEF}`, { productLine: 'Platinum' })).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^productLine must be one of Anywhere/) },
      });
      expect(await post(`/api/services/${CHEF}`, { itineraryId: 'not an id' })).toMatchObject({
        status: 400,
      });
      expect(await post(`/api/services/${CHEF}`, { leadId: { id: 'x' } })).toMatchObject({ status: 400 });
    });

    it('answers 404 for an unknown service, itinerary or lead', async () => {
      expect(await post('/api/services/sv-missing', {})).toMatchObject({
        status: 404,
        body: { message: 'Service not found' },
      });
      expect(await post(`/api/services/${CHEF}`, { itineraryId: 'it-missing' })).toMatchObject({
        status: 404,
        body: { message: 'Itinerary not found' },
      });
      expect(await post(`/api/services/${CHEF}`, { leadId: 'lead-missing' })).toMatchObject({
        status: 404,
        body: { message: 'Lead not found' },
      });
    });

    it('accepts a known itinerary and lead', async () => {
      await ensureTakenSpan(h.db, {
        itemId: 'si-detail',
        serviceId: CHEF,
        startAt: '2031-02-01T18:00:00.000Z',
        endAt: '2031-02-01T21:00:00.000Z',
        status: 'approved',
      });
      const { rows } = await h.db.query<{ id: string }>('select id from leads order by id limit 1');
      const { status } = await post(`/api/services/${CHEF}`, {
        itineraryId: 'it-si-detail',
        leadId: rows[0]?.id ?? null,
        productLine: 'Lite',
      });
      expect(status).toBe(200);
    });
  });

  describe('GET /api/services/{serviceId}/availability-calendar', () => {
    it('lists approved and booked items and blocked days, not drafts', async () => {
      await ensureTakenSpan(h.db, {
        itemId: 'si-cal-booked',
        serviceId: BOAT,
        startAt: '2031-07-11T17:00:00.000Z',
        endAt: '2031-07-11T21:00:00.000Z',
      });
      await ensureTakenSpan(h.db, {
        itemId: 'si-cal-draft',
        serviceId: BOAT,
        startAt: '2031-07-12T17:00:00.000Z',
        endAt: '2031-07-12T21:00:00.000Z',
      });
      await h.db.query(`update itinerary_items set status = 'draft' where id = 'si-cal-draft'`);
      const { status, body } = await h.get(`/api/services/${BOAT}/availability-calendar`);
      expect(status).toBe(200);
      const { events } = decodeWith(AvailabilityCalendar, body);
      expect(events).toContainEqual({
        start: '2031-07-11T17:00:00.000Z',
        end: '2031-07-11T21:00:00.000Z',
        title: 'Booked',
        type: 'booked',
        allDay: false,
      });
      expect(events.some((event) => event.start.startsWith('2031-07-12'))).toBe(false);
      const blocked = events.filter((event) => event.type === 'blocked');
      expect(blocked).toHaveLength(2);
      expect(blocked[0]).toMatchObject({ title: 'Scheduled maintenance' });
      const starts = events.map((event) => event.start);
      expect(starts).toEqual([...starts].sort());
    });

    it('answers no events for a service nobody booked', async () => {
      const tour = demoServiceId('rocky-mountains', 'guided-tour');
      expect(await h.get(`/api/services/${tour}/availability-calendar`)).toMatchObject({
        status: 200,
        body: { events: [] },
      });
    });

    it('answers 404 for an unknown service', async () => {
      expect(await h.get('/api/services/sv-missing/availability-calendar')).toMatchObject({
        status: 404,
        body: { message: 'Service not found' },
      });
    });
  });

  describe('GET /api/services/{serviceId}/similar', () => {
    it('ranks services sharing visible categories: most shared, best category, then score', async () => {
      const { status, body } = await h.get('/api/services/sv-b/similar');
      expect(status).toBe(200);
      // sv-e shares the wine category only; sv-a and sv-c share dining; sv-d shares nothing.
      expect(decodeWith(ServiceList, body).map((service) => service.id)).toEqual(['sv-c', 'sv-a', 'sv-e']);
    });

    it('does not count a hidden category as shared', async () => {
      const { body } = await h.get('/api/services/sv-d/similar');
      expect(body).toEqual([]);
    });

    it(`answers at most ${SIMILAR_SERVICES_COUNT} by default, and count when given`, async () => {
      const all = decodeWith(ServiceList, (await h.get(`/api/services/${CHEF}/similar`)).body);
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(SIMILAR_SERVICES_COUNT);
      expect(all.map((service) => service.id)).not.toContain(CHEF);
      const one = decodeWith(ServiceList, (await h.get(`/api/services/${CHEF}/similar?count=1`)).body);
      expect(one.map((service) => service.id)).toEqual([all[0]?.id]);
    });

    it('leaves out services out of season for the dates', async () => {
      const lessons = demoServiceId('rocky-mountains', 'cooking-class');
      const summer = await h.get(
        `/api/services/${lessons}/similar?startDate=2031-07-01&endDate=2031-07-05&count=50`,
      );
      const winter = await h.get(
        `/api/services/${lessons}/similar?startDate=2031-01-01&endDate=2031-01-05&count=50`,
      );
      expect(decodeWith(ServiceList, winter.body).map((service) => service.id)).toContain(SKI);
      expect(decodeWith(ServiceList, summer.body).map((service) => service.id)).not.toContain(SKI);
    });

    it.each([
      ['count=0', 'count must be >= 1'],
      ['count=51', 'count must be <= 50'],
      ['count=many', 'count must be integer'],
      ['startDate=2031-02-30', 'startDate must be a date like 2030-06-01'],
      ['startDate=2031-03-10&endDate=2031-03-01', 'endDate must not be before startDate'],
    ])('answers 400 for %s', async (query, message) => {
      expect(await h.get(`/api/services/${CHEF}/similar?${query}`)).toMatchObject({
        status: 400,
        body: { message },
      });
    });

    it('answers 404 for an unknown service', async () => {
      expect((await h.get('/api/services/sv-missing/similar')).status).toBe(404);
    });
  });

  describe('GET /api/grocery-items', () => {
    it('answers the grocery items aisle by aisle, Milk in Dairy among them', async () => {
      const { status, body } = await h.get('/api/grocery-items');
      expect(status).toBe(200);
      const items = decodeWith(GroceryItemList, body);
      expect(items).toContainEqual(expect.objectContaining({ name: 'Milk', category: 'Dairy' }));
      const aisles = items.map((item) => item.category ?? '');
      expect(aisles).toEqual([...aisles].sort());
      expect(new Set(items.map((item) => item.objectId)).size).toBe(items.length);
    });
  });

  it('keeps the seed day out of it: dates around the anchor still answer', async () => {
    const next = addDays(h.anchor, 1);
    expect(
      (await h.get(`/api/markets/${ROCKIES}/services?startDate=${h.anchor}&endDate=${next}`)).status,
    ).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValueEntryList } from '../../../src/adapters/rest/wire/field-values.wire.js';
import { ItemPriceEntryList } from '../../../src/adapters/rest/wire/item-price-entries.wire.js';
import { ItineraryItemList } from '../../../src/adapters/rest/wire/itinerary-lists.wire.js';
import { DatesChange } from '../../../src/core/itinerary/dates-change.entity.js';
import { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import { CHEF, openTripHarness, type TripHarness, YACHT_ID } from '../trips/trip-harness.js';

const NOT_ON_TRIP = {
  status: 404,
  body: { message: 'The itinerary item could not be located on this itinerary' },
};

const tripDates = async (h: TripHarness, itineraryId: string) =>
  (
    await h.db.query<{ arrival: string; departure: string }>(
      `select to_char(arrival_date, 'YYYY-MM-DD') as arrival, to_char(departure_date, 'YYYY-MM-DD') as departure
         from itineraries where id = $1`,
      [itineraryId],
    )
  ).rows[0];

const eventsOf = async (h: TripHarness, itemId: string) =>
  (
    await h.db.query<{
      from_status: string;
      to_status: string;
      reason: string | null;
      actor_user_id: string;
    }>(
      'select from_status, to_status, reason, actor_user_id from item_status_events where item_id = $1 order by created_at, seq',
      [itemId],
    )
  ).rows;

describe.each(testEngines())('service items on a trip on %s', (engine) => {
  let h: TripHarness;
  beforeAll(async () => {
    h = await openTripHarness(engine);
  });
  afterAll(() => h?.dispose());

  const itemPath = (trip: string, item: string, rest = '') => `/api/itinerary/${trip}/item/${item}${rest}`;

  describe('POST /api/itinerary/{id}/service/{serviceId}', () => {
    it("adds a draft item with the service's descriptors and widens the trip to its date", async () => {
      const trip = await h.newTrip();
      const response = await h.call('POST', `/api/itinerary/${trip}/service/${CHEF.id}`, {
        body: {
          itemStartDate: '2031-03-20T01:00:00.000Z',
          itemEndDate: '2031-03-20T04:00:00.000Z',
          recommendationType: 'similar',
          referringService: null,
          itemTimeSlot: { start: '18:00', end: '21:00', isNoPreference: false },
        },
      });
      expect(response.status).toBe(201);
      const item = decodeWith(ItineraryItem, response.body);
      expect(item).toMatchObject({
        serviceId: CHEF.id,
        status: 'draft',
        startDate: '2031-03-20T01:00:00.000Z',
        isDateSelected: true,
        selectedTimeSlot: { start: '18:00', end: '21:00', isNoPreference: false },
        name: 'Test chef',
        tagline: 'A chef at home',
        coordinationFee: 10,
        timeZoneName: 'America/Denver',
        itinerary: { objectId: trip },
        fields: [
          { id: 'fld-allergies', type: 'text', displayValue: null },
          { id: 'fld-guests', type: 'number', displayValue: null },
        ],
      });
      // A malformed descriptor of the service is left out, not passed to the app.
      expect(item.startingFrom).toBeUndefined();
      // 01:00 UTC on the 20th is still the 19th in Denver, where the dinner is.
      expect(await tripDates(h, trip)).toEqual({ arrival: '2031-03-10', departure: '2031-03-19' });
    });

    it('gives a trip without dates the dates of its first item', async () => {
      const created = await h.call('POST', '/api/itinerary', { body: { marketId: 'rocky-mountains' } });
      await h.addChef(created.body.objectId);
      expect(await tripDates(h, created.body.objectId)).toEqual({
        arrival: '2031-03-12',
        departure: '2031-03-12',
      });
    });

    it('refuses a service of another market (400), an unknown one (404) and dates out of order (400)', async () => {
      const trip = await h.newTrip();
      const other = await h.call('POST', `/api/itinerary/${trip}/service/${YACHT_ID}`, { body: {} });
      expect(other).toEqual({
        status: 400,
        body: { message: "This service is not offered in this itinerary's market" },
      });
      const unknown = await h.call('POST', `/api/itinerary/${trip}/service/svc-nothing`, { body: {} });
      expect(unknown).toEqual({ status: 404, body: { message: 'Service not found' } });
      const reversed = await h.call('POST', `/api/itinerary/${trip}/service/${CHEF.id}`, {
        body: { itemStartDate: '2031-03-12T18:00:00Z', itemEndDate: '2031-03-12T17:00:00Z' },
      });
      expect(reversed).toEqual({
        status: 400,
        body: { message: 'itemEndDate must not be before itemStartDate' },
      });
      expect((await h.call('GET', `/api/itinerary/${trip}/items`)).body).toEqual([]);
    });

    it("answers 401 signed out, 403 on someone else's trip and 404 on an unknown trip", async () => {
      const theirs = await h.newTrip(h.otherToken);
      const path = (trip: string) => `/api/itinerary/${trip}/service/${CHEF.id}`;
      expect((await h.call('POST', path(theirs), { token: null, body: {} })).status).toBe(401);
      expect((await h.call('POST', path(theirs), { body: {} })).status).toBe(403);
      expect((await h.call('POST', path('it-nowhere'), { body: {} })).status).toBe(404);
    });
  });

  describe('an item as the app decodes it', () => {
    it('carries the promo codes redeemed on it, percent as a percentage and fixed in dollars', async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      await h.db.query(
        `insert into promo_codes (id, code, kind, amount, item_type)
         values ('promo-t15', 'TEST15', 'percent', 15, 'Services + Experiences'),
                ('promo-t25', 'TEST25', 'fixed', 2500, 'Services + Experiences')`,
      );
      await h.db.query(
        `insert into promo_redemptions (id, promo_code_id, user_id, item_id, item_kind, discount_cents)
         values ('red-1', 'promo-t15', $1, $2, 'service', 13500), ('red-2', 'promo-t25', $1, $2, 'service', 2500)`,
        [h.guestId, item],
      );
      const [decoded] = decodeWith(
        ItineraryItemList,
        (await h.call('GET', `/api/itinerary/${trip}/items`)).body,
      );
      expect(decoded?.promoCodes).toEqual([
        expect.objectContaining({ objectId: 'promo-t15', name: 'TEST15', kind: 'percent', amount: 15 }),
        expect.objectContaining({ objectId: 'promo-t25', name: 'TEST25', kind: 'fixed', amount: 25 }),
      ]);
    });
  });

  describe('PUT .../item/{itemId}/fieldValues', () => {
    it('stores answers and answers the updated entries; a draft with every field answered becomes info', async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      const allergies = {
        objectId: 'fld-allergies',
        displayValue: 'Peanuts',
        value: { content: 'Peanuts', type: 'text' },
      };
      const first = await h.call('PUT', itemPath(trip, item, '/fieldValues'), {
        body: { updates: [allergies] },
      });
      expect(first.status).toBe(200);
      expect(decodeWith(FieldValueEntryList, first.body)).toEqual([allergies]);
      expect(await h.statusOf(item)).toBe('draft');
      const guests = { objectId: 'fld-guests', displayValue: '4', value: { content: 4, type: 'number' } };
      await h.call('PUT', itemPath(trip, item, '/fieldValues'), { body: { updates: [guests] } });
      expect(await h.statusOf(item)).toBe('info');
      expect(await eventsOf(h, item)).toEqual([
        {
          from_status: 'draft',
          to_status: 'info',
          reason: 'Guest filled in the fields',
          actor_user_id: h.guestId,
        },
      ]);
      const items = await h.call('GET', `/api/itinerary/${trip}/items`);
      expect(items.body[0].fields).toEqual([
        expect.objectContaining({ id: 'fld-allergies', displayValue: 'Peanuts', value: allergies.value }),
        expect.objectContaining({ id: 'fld-guests', displayValue: '4', value: guests.value }),
      ]);
    });

    it('refuses an objectId that is not a field of the service (400) and stores nothing', async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      const response = await h.call('PUT', itemPath(trip, item, '/fieldValues'), {
        body: {
          updates: [
            { objectId: 'fld-allergies', displayValue: 'Nuts', value: { content: 'Nuts', type: 'text' } },
            { objectId: 'fld-shoe-size', displayValue: '42', value: { content: 42, type: 'number' } },
          ],
        },
      });
      expect(response).toEqual({
        status: 400,
        body: { message: 'updates.1.objectId is not a field of this service: fld-shoe-size' },
      });
      const { rows } = await h.db.query('select field_values from itinerary_items where id = $1', [item]);
      expect(rows[0]).toEqual({ field_values: {} });
      const empty = await h.call('PUT', itemPath(trip, item, '/fieldValues'), { body: { updates: [] } });
      expect(empty).toEqual({ status: 400, body: { message: 'updates must NOT have fewer than 1 items' } });
    });

    it('answers 404 for an item of another trip and 409 once the item is booked', async () => {
      const trip = await h.newTrip();
      const elsewhere = await h.addChef(await h.newTrip());
      const update = {
        updates: [{ objectId: 'fld-allergies', displayValue: 'x', value: { content: 'x', type: 'text' } }],
      };
      expect(await h.call('PUT', itemPath(trip, elsewhere, '/fieldValues'), { body: update })).toEqual(
        NOT_ON_TRIP,
      );
      const item = await h.addChef(trip);
      await h.db.query(`update itinerary_items set status = 'booked' where id = $1`, [item]);
      expect(await h.call('PUT', itemPath(trip, item, '/fieldValues'), { body: update })).toEqual({
        status: 409,
        body: { message: 'This item is booked: you cannot change it now.' },
      });
    });
  });

  describe('POST .../item/{itemId}/pricing', () => {
    const flat = {
      pricingHeaderId: CHEF.pricing.header,
      pricingOptionId: CHEF.pricing.flat.option,
      pricingConfigId: CHEF.pricing.flat.config,
      quantity: 1,
      total: 1,
    };
    const hourly = {
      pricingHeaderId: CHEF.pricing.header,
      pricingOptionId: CHEF.pricing.hourly.option,
      pricingConfigId: CHEF.pricing.hourly.config,
      quantity: 3,
    };

    it("prices the guest's choice from the service's own rates, not the total sent", async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      const response = await h.call('POST', itemPath(trip, item, '/pricing'), {
        body: { pricing: [flat, hourly] },
      });
      expect(response.status).toBe(200);
      expect(decodeWith(ItemPriceEntryList, response.body)).toEqual([
        { ...flat, total: 900 },
        { ...hourly, total: 450 },
      ]);
      const items = await h.call('GET', `/api/itinerary/${trip}/items`);
      expect(items.body[0].pricing).toMatchObject({ itemId: item, itemTotal: 1350 });
    });

    it('refuses a price that maps to no header, option and config of the service, or an hourly price without hours', async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      const wrong = await h.call('POST', itemPath(trip, item, '/pricing'), {
        body: { pricing: [{ ...flat, pricingConfigId: 'pc-hour' }] },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/^pricing\.0 does not match a price of this service/);
      const noHours = await h.call('POST', itemPath(trip, item, '/pricing'), {
        body: { pricing: [{ ...hourly, quantity: null }] },
      });
      expect(noHours).toEqual({
        status: 400,
        body: { message: 'pricing.0.quantity must be at least 1 for a price per hour' },
      });
      const { rows } = await h.db.query('select item_price from itinerary_items where id = $1', [item]);
      expect(rows[0]).toEqual({ item_price: [] });
    });

    it("answers 403 on someone else's item and 409 on an item pending confirmation", async () => {
      const theirs = await h.newTrip(h.otherToken);
      const theirItem = await h.addChef(theirs, h.otherToken);
      const forbidden = await h.call('POST', itemPath(theirs, theirItem, '/pricing'), {
        body: { pricing: [flat] },
      });
      expect(forbidden.status).toBe(403);
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      await h.db.query(`update itinerary_items set status = 'approved' where id = $1`, [item]);
      const conflict = await h.call('POST', itemPath(trip, item, '/pricing'), { body: { pricing: [flat] } });
      expect(conflict.status).toBe(409);
    });
  });

  describe('POST .../item/{itemId}/dates', () => {
    it('stores the dates, answers them with isDateSelected and widens the trip', async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      const response = await h.call('POST', itemPath(trip, item, '/dates'), {
        body: { startDate: '2031-03-08T16:00:00Z', endDate: '2031-03-08T19:00:00.000Z' },
      });
      expect(response.status).toBe(200);
      expect(decodeWith(DatesChange, response.body)).toEqual({
        startDate: '2031-03-08T16:00:00.000Z',
        endDate: '2031-03-08T19:00:00.000Z',
        isDateSelected: true,
      });
      expect(await tripDates(h, trip)).toEqual({ arrival: '2031-03-08', departure: '2031-03-17' });
    });

    it('refuses dates out of order or not dates at all (400), and an unknown item (404)', async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      const reversed = await h.call('POST', itemPath(trip, item, '/dates'), {
        body: { startDate: '2031-03-12T18:00:00Z', endDate: '2031-03-11T18:00:00Z' },
      });
      expect(reversed).toEqual({ status: 400, body: { message: 'endDate must not be before startDate' } });
      const garbage = await h.call('POST', itemPath(trip, item, '/dates'), {
        body: { startDate: 'next tuesday', endDate: '2031-03-11T18:00:00Z' },
      });
      expect(garbage).toEqual({ status: 400, body: { message: 'startDate must be an ISO 8601 date' } });
      const missing = await h.call('POST', itemPath(trip, 'si-nothing', '/dates'), {
        body: { startDate: '2031-03-12T18:00:00Z', endDate: '2031-03-12T19:00:00Z' },
      });
      expect(missing).toEqual(NOT_ON_TRIP);
    });
  });

  describe('DELETE .../item/{itemId}', () => {
    it("removes the item with the reason 'Guest deleted' and its history", async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      const response = await h.call('DELETE', itemPath(trip, item), {
        body: { deleteReason: 'Guest deleted' },
      });
      expect(response.status).toBe(204);
      const { rows } = await h.db.query('select status, delete_reason from itinerary_items where id = $1', [
        item,
      ]);
      expect(rows[0]).toEqual({ status: 'removed', delete_reason: 'Guest deleted' });
      expect(await eventsOf(h, item)).toEqual([
        { from_status: 'draft', to_status: 'removed', reason: 'Guest deleted', actor_user_id: h.guestId },
      ]);
      expect((await h.call('GET', `/api/itinerary/${trip}/items`)).body).toEqual([]);
      // Gone from the trip: a second deletion finds nothing.
      expect(await h.call('DELETE', itemPath(trip, item))).toEqual(NOT_ON_TRIP);
    });

    it("records 'Guest deleted' whatever reason the body gives, as a home's route does", async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      const response = await h.call('DELETE', itemPath(trip, item), { body: { deleteReason: 'Too dear' } });
      expect(response.status).toBe(204);
      const { rows } = await h.db.query('select delete_reason from itinerary_items where id = $1', [item]);
      expect(rows[0]).toEqual({ delete_reason: 'Guest deleted' });
      expect((await eventsOf(h, item)).map((event) => event.reason)).toEqual(['Guest deleted']);
      const long = await h.addChef(trip);
      const refused = await h.call('DELETE', itemPath(trip, long), {
        body: { deleteReason: 'x'.repeat(501) },
      });
      expect(refused.status).toBe(400);
    });

    it('refuses to delete a booked item (409) and keeps it', async () => {
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      await h.db.query(`update itinerary_items set status = 'booked' where id = $1`, [item]);
      expect(await h.call('DELETE', itemPath(trip, item))).toEqual({
        status: 409,
        body: { message: 'This item is booked: you cannot delete it now.' },
      });
      expect(await h.statusOf(item)).toBe('booked');
    });

    it("answers 401 signed out and 403 for someone else's item", async () => {
      const theirs = await h.newTrip(h.otherToken);
      const item = await h.addChef(theirs, h.otherToken);
      expect((await h.call('DELETE', itemPath(theirs, item), { token: null })).status).toBe(401);
      expect((await h.call('DELETE', itemPath(theirs, item))).status).toBe(403);
      expect(await h.statusOf(item)).toBe('draft');
    });
  });
});

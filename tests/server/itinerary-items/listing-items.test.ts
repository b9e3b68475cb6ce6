import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValueEntryList } from '../../../src/adapters/rest/wire/field-values.wire.js';
import { ListingItemList } from '../../../src/adapters/rest/wire/listing-lists.wire.js';
import { PriceEstimateResponse } from '../../../src/adapters/rest/wire/price-estimate.wire.js';
import { DatesChange } from '../../../src/core/itinerary/dates-change.entity.js';
import {
  addBookingHome,
  addBookingPlace,
  addGuest,
  addListingItem,
  addTrip,
  buildBookingServer,
  dayAfter,
  type Guest,
  type HomesFixture,
  requestAs,
  reservedStays,
  statusOf,
} from '../bookings/booking-harness.js';
import { decodeWith } from '../support/decode.js';
import { openSeededDatabase, type SeededDatabase } from '../support/seeded-database.js';
import { testEngines } from '../support/test-database.js';

describe.each(testEngines())('the homes on a trip on %s', (engine) => {
  let seeded: SeededDatabase;
  let app: FastifyInstance;
  let guest: Guest;
  let other: Guest;
  let place: HomesFixture;
  let home: string;
  let trip: string;
  const day = (offset: number) => dayAfter(seeded.anchor, offset);
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: Guest | null, payload?: object) =>
    requestAs(app, method, url, who, payload);
  const itemUrl = (itemId: string, suffix = '', tripId = trip) =>
    `/api/itinerary/${tripId}/listing-item/${itemId}${suffix}`;

  beforeAll(async () => {
    seeded = await openSeededDatabase(engine);
    app = await buildBookingServer(seeded.db, seeded.anchor);
    guest = await addGuest(seeded.db, 'Owner');
    other = await addGuest(seeded.db, 'Other');
    place = await addBookingPlace(seeded.db, 'items');
    home = await addBookingHome(seeded.db, place, seeded.anchor, 'items-home', {
      booking_setting: 'KEY Instant Booking',
      pricing_setting: 'Cached Pricing',
      unavailable: [{ from: 40, to: 44 }],
    });
    trip = await addTrip(seeded.db, guest, place.marketId, { arrival: day(20), departure: day(25) });
  });

  afterAll(async () => {
    await app?.close();
    await seeded?.dispose();
  });

  describe('GET /api/itinerary/:id/listing-items', () => {
    it('lists the live homes with their home, fields, price and trip, as the app decodes them', async () => {
      const item = await addListingItem(seeded.db, trip, home, { checkIn: day(20), checkOut: day(23) });
      const gone = await addListingItem(seeded.db, trip, home, { status: 'draft' });
      await seeded.db.query(
        `update itinerary_listing_items set status = 'removed', delete_reason = 'Guest deleted' where id = $1`,
        [gone],
      );
      const { status, body } = await call('GET', `/api/itinerary/${trip}/listing-items`, guest);
      expect(status).toBe(200);
      const items = decodeWith(ListingItemList, body);
      const listed = items.find((entry) => entry.objectId === item);
      expect(items.map((entry) => entry.objectId)).not.toContain(gone);
      expect(listed).toMatchObject({
        status: 'draft',
        checkInDate: day(20),
        checkOutDate: day(23),
        startDate: day(20),
        isDateSelected: true,
        adultCount: 2,
        instantPriceFailed: false,
        instantPricing: { reliability: 'expected' },
        listing: { objectId: home, bookingSetting: 'KEY Instant Booking' },
        itinerary: { objectId: trip, market: { objectId: place.marketId } },
      });
      expect(listed?.fields.map((field) => field.id)).toEqual(['arrival-time', 'special-requests']);
    });

    it('marks the price failed, with the reason, when the stay can no longer be had', async () => {
      const item = await addListingItem(seeded.db, trip, home, { checkIn: day(41), checkOut: day(43) });
      const { body } = await call('GET', `/api/itinerary/${trip}/listing-items`, guest);
      const listed = decodeWith(ListingItemList, body).find((entry) => entry.objectId === item);
      expect(listed?.instantPriceFailed).toBe(true);
      expect(listed?.instantPricing?.reliability).toBe('unknown');
      expect(listed?.instantPricing?.errorMessage).toMatch(/^Unfortunately, these dates are unavailable/);
    });

    it('answers 401 without a session, 404 for an unknown trip and 403 for another guest', async () => {
      expect((await call('GET', `/api/itinerary/${trip}/listing-items`, null)).status).toBe(401);
      expect((await call('GET', '/api/itinerary/no-such-trip/listing-items', guest)).status).toBe(404);
      expect((await call('GET', `/api/itinerary/${trip}/listing-items`, other)).status).toBe(403);
      expect((await call('GET', '/api/itinerary/bad%20id/listing-items', guest)).status).toBe(400);
    });
  });

  describe('DELETE .../listing-item/:id', () => {
    it('removes the home with the reason, records it and gives reserved nights back', async () => {
      const item = await addListingItem(seeded.db, trip, home, {
        checkIn: day(60),
        checkOut: day(62),
        status: 'approved',
      });
      await seeded.db.query(
        `insert into listing_unavailable_ranges (id, listing_id, stay, kind, listing_item_id)
         values ($1, $2, daterange($3::date, $4::date), 'reserved', $1)`,
        [item, home, day(60), day(62)],
      );
      const { status } = await call('DELETE', itemUrl(item), guest, { deleteReason: 'Guest deleted' });
      expect(status).toBe(204);
      expect(await statusOf(seeded.db, item)).toBe('removed');
      expect((await reservedStays(seeded.db, home)).map((stay) => stay.item)).not.toContain(item);
      const { rows } = await seeded.db.query<{ from_status: string; reason: string }>(
        'select from_status, reason from item_status_events where item_id = $1',
        [item],
      );
      expect(rows).toEqual([{ from_status: 'approved', reason: 'Guest deleted' }]);
      // Gone from the trip: a second delete finds nothing.
      expect((await call('DELETE', itemUrl(item), guest, { deleteReason: 'Guest deleted' })).status).toBe(
        404,
      );
    });

    it("records 'Guest deleted' whatever reason the body gives, or without one, as a service's route does", async () => {
      const said = await addListingItem(seeded.db, trip, home);
      const silent = await addListingItem(seeded.db, trip, home);
      expect((await call('DELETE', itemUrl(said), guest, { deleteReason: 'Too dear' })).status).toBe(204);
      expect((await call('DELETE', itemUrl(silent), guest, {})).status).toBe(204);
      const { rows } = await seeded.db.query<{ id: string; delete_reason: string; reason: string }>(
        `select i.id, i.delete_reason, e.reason from itinerary_listing_items i
           join item_status_events e on e.item_id = i.id where i.id = any($1) order by i.id`,
        [[said, silent]],
      );
      expect(rows.map(({ delete_reason, reason }) => [delete_reason, reason])).toEqual([
        ['Guest deleted', 'Guest deleted'],
        ['Guest deleted', 'Guest deleted'],
      ]);
    });

    it('refuses a booked stay (409), a reason too long (400) and another guest (403)', async () => {
      const booked = await addListingItem(seeded.db, trip, home, { status: 'booked' });
      expect(await call('DELETE', itemUrl(booked), guest, { deleteReason: 'Guest deleted' })).toMatchObject({
        status: 409,
        body: { message: 'This item is booked: you cannot delete it now.' },
      });
      const draft = await addListingItem(seeded.db, trip, home);
      expect((await call('DELETE', itemUrl(draft), guest, { deleteReason: 'x'.repeat(501) })).status).toBe(
        400,
      );
      expect((await call('DELETE', itemUrl(draft), other, { deleteReason: 'Guest deleted' })).status).toBe(
        403,
      );
      expect((await call('DELETE', itemUrl(draft), null, { deleteReason: 'Guest deleted' })).status).toBe(
        401,
      );
      expect(await statusOf(seeded.db, draft)).toBe('draft');
    });
  });

  describe('PUT .../listing-item/:id/dates', () => {
    it('stores the stay and widens the trip to hold it', async () => {
      const item = await addListingItem(seeded.db, trip, home);
      const { status, body } = await call('PUT', itemUrl(item, '/dates'), guest, {
        checkInDate: day(24),
        checkOutDate: day(28),
      });
      expect(status).toBe(200);
      expect(decodeWith(DatesChange, body)).toEqual({
        startDate: day(24),
        endDate: day(28),
        isDateSelected: true,
        checkInDate: day(24),
        checkOutDate: day(28),
      });
      const { rows } = await seeded.db.query<{ a: string; d: string }>(
        `select arrival_date::text as a, departure_date::text as d from itineraries where id = $1`,
        [trip],
      );
      expect(rows[0]).toEqual({ a: day(20), d: day(28) });
    });

    it('answers 400 with a message for a short stay, taken nights or a bad date, and keeps the old dates', async () => {
      const item = await addListingItem(seeded.db, trip, home, { checkIn: day(20), checkOut: day(23) });
      expect(
        await call('PUT', itemUrl(item, '/dates'), guest, { checkInDate: day(30), checkOutDate: day(31) }),
      ).toMatchObject({
        status: 400,
        body: { message: 'This home has a 2-night minimum stay. Please choose at least 2 nights.' },
      });
      const taken = await call('PUT', itemUrl(item, '/dates'), guest, {
        checkInDate: day(42),
        checkOutDate: day(46),
      });
      expect(taken.status).toBe(400);
      expect(taken.body.message).toMatch(/^Unfortunately, these dates are unavailable/);
      expect(
        await call('PUT', itemUrl(item, '/dates'), guest, { checkInDate: 'soon', checkOutDate: day(31) }),
      ).toMatchObject({
        status: 400,
        body: { message: 'checkInDate must be a date like 2030-06-01' },
      });
      expect(await call('PUT', itemUrl(item, '/dates'), guest, { checkInDate: day(31) })).toMatchObject({
        status: 400,
        body: { message: 'checkOutDate is required' },
      });
      const { body } = await call('GET', `/api/itinerary/${trip}/listing-items`, guest);
      expect(body.find((entry: { objectId: string }) => entry.objectId === item)).toMatchObject({
        checkInDate: day(20),
        checkOutDate: day(23),
      });
    });

    it('leaves a reserved stay to the concierge (409)', async () => {
      const item = await addListingItem(seeded.db, trip, home, {
        checkIn: day(70),
        checkOut: day(72),
        status: 'approved',
      });
      expect(
        (await call('PUT', itemUrl(item, '/dates'), guest, { checkInDate: day(74), checkOutDate: day(76) }))
          .status,
      ).toBe(409);
      expect(
        (await call('PUT', itemUrl(item, '/dates'), other, { checkInDate: day(74), checkOutDate: day(76) }))
          .status,
      ).toBe(403);
    });
  });

  describe('PUT .../listing-item/:id/pricing-estimate', () => {
    const estimatedPricing = {
      pricingFees: [{ name: 'Cleaning', amount: 150 }],
      totalBaseRate: 600,
      taxes: 75,
      securityDeposit: 0,
    };

    it("keeps the estimate the guest saw, but shows the item's live price, never the estimate", async () => {
      const item = await addListingItem(seeded.db, trip, home, { checkIn: day(20), checkOut: day(23) });
      const { status, body } = await call('PUT', itemUrl(item, '/pricing-estimate'), guest, {
        checkInDate: day(20),
        checkOutDate: day(23),
        estimatedPricing,
      });
      expect(status).toBe(200);
      expect(decodeWith(PriceEstimateResponse, body).estimatedItemPricing).toMatchObject(estimatedPricing);
      const listed = decodeWith(
        ListingItemList,
        (await call('GET', `/api/itinerary/${trip}/listing-items`, guest)).body,
      );
      // The estimate is the guest's own note: the app shows the quote or the live price (issue 25).
      const shown = listed.find((entry) => entry.objectId === item);
      expect(shown?.estimatedItemPricing).toBeNull();
      expect(shown?.instantPriceFailed).toBe(false);
    });

    it("never touches the concierge's quote, and is refused once the stay is reserved (issue 25)", async () => {
      const item = await addListingItem(seeded.db, trip, home, { checkIn: day(30), checkOut: day(33) });
      const quote = { totalBaseRate: 4650, pricingFees: [], taxes: 0, securityDeposit: 0 };
      await seeded.db.query(
        `update itinerary_listing_items set status = 'quoted', concierge_quote = $2::jsonb where id = $1`,
        [item, JSON.stringify(quote)],
      );
      const zero = { ...estimatedPricing, totalBaseRate: 0, pricingFees: [], taxes: 0 };
      const body = { checkInDate: day(30), checkOutDate: day(33), estimatedPricing: zero };
      expect((await call('PUT', itemUrl(item, '/pricing-estimate'), guest, body)).status).toBe(200);
      const stored = await seeded.db.query<{ concierge_quote: unknown }>(
        'select concierge_quote from itinerary_listing_items where id = $1',
        [item],
      );
      expect(stored.rows[0]?.concierge_quote).toEqual(quote);
      const listed = decodeWith(
        ListingItemList,
        (await call('GET', `/api/itinerary/${trip}/listing-items`, guest)).body,
      );
      expect(listed.find((entry) => entry.objectId === item)?.estimatedItemPricing).toMatchObject(quote);
      for (const status of ['approved', 'booked']) {
        await seeded.db.query('update itinerary_listing_items set status = $2 where id = $1', [item, status]);
        expect(await call('PUT', itemUrl(item, '/pricing-estimate'), guest, body)).toMatchObject({
          status: 409,
          body: { message: expect.stringContaining('reserved') },
        });
      }
    });

    it('refuses a negative amount, naming it', async () => {
      const item = await addListingItem(seeded.db, trip, home);
      const bad = { ...estimatedPricing, taxes: -1 };
      expect(
        await call('PUT', itemUrl(item, '/pricing-estimate'), guest, {
          checkInDate: day(20),
          checkOutDate: day(23),
          estimatedPricing: bad,
        }),
      ).toMatchObject({ status: 400, body: { message: 'estimatedPricing.taxes must be >= 0' } });
    });
  });

  describe('PUT .../listing-item/:id/guests', () => {
    const party = { adultCount: 2, childCount: 1, infantCount: 1, petCount: 0 };

    it('stores the party', async () => {
      const item = await addListingItem(seeded.db, trip, home);
      expect((await call('PUT', itemUrl(item, '/guests'), guest, party)).status).toBe(204);
      const { rows } = await seeded.db.query(
        'select adult_count, child_count, infant_count, pet_count from itinerary_listing_items where id = $1',
        [item],
      );
      expect(rows[0]).toEqual({ adult_count: 2, child_count: 1, infant_count: 1, pet_count: 0 });
    });

    it('answers 400 for more guests than the home sleeps or pets it does not allow, 409 once reserved', async () => {
      const item = await addListingItem(seeded.db, trip, home);
      const crowd = await call('PUT', itemUrl(item, '/guests'), guest, { ...party, adultCount: 4 });
      expect(crowd.status).toBe(400);
      expect(crowd.body.message).toMatch(/^This home sleeps up to 4 guests/);
      expect(await call('PUT', itemUrl(item, '/guests'), guest, { ...party, petCount: 1 })).toMatchObject({
        status: 400,
        body: { message: 'This home does not allow pets. Please choose a pet-friendly home.' },
      });
      expect((await call('PUT', itemUrl(item, '/guests'), guest, { ...party, adultCount: -1 })).status).toBe(
        400,
      );
      const reserved = await addListingItem(seeded.db, trip, home, { status: 'booked' });
      expect((await call('PUT', itemUrl(reserved, '/guests'), guest, party)).status).toBe(409);
      expect((await call('PUT', itemUrl(item, '/guests', 'no-such-trip'), guest, party)).status).toBe(404);
    });
  });

  describe('PUT .../listing-item/:id/fieldValues', () => {
    const arrival = {
      objectId: 'arrival-time',
      displayValue: '4:00 PM',
      value: { content: '16:00', type: 'text' },
    };

    it('stores the answers, answers them, and turns a draft into info once the required ones are in', async () => {
      const item = await addListingItem(seeded.db, trip, home);
      const { status, body } = await call('PUT', itemUrl(item, '/fieldValues'), guest, {
        updates: [arrival],
      });
      expect(status).toBe(200);
      expect(decodeWith(FieldValueEntryList, body)).toEqual([arrival]);
      expect(await statusOf(seeded.db, item)).toBe('info');
      const listed = decodeWith(
        ListingItemList,
        (await call('GET', `/api/itinerary/${trip}/listing-items`, guest)).body,
      );
      expect(listed.find((entry) => entry.objectId === item)?.fields[0]).toMatchObject({
        id: 'arrival-time',
        displayValue: '4:00 PM',
        value: { content: '16:00', type: 'text' },
      });
    });

    it('keeps a draft a draft while a required field is unanswered', async () => {
      const item = await addListingItem(seeded.db, trip, home);
      const requests = {
        objectId: 'special-requests',
        displayValue: 'Crib',
        value: { content: 'Crib', type: 'text' },
      };
      expect((await call('PUT', itemUrl(item, '/fieldValues'), guest, { updates: [requests] })).status).toBe(
        200,
      );
      expect(await statusOf(seeded.db, item)).toBe('draft');
    });

    it('refuses a field the home does not ask (400) and another guest (403)', async () => {
      const item = await addListingItem(seeded.db, trip, home);
      expect(
        await call('PUT', itemUrl(item, '/fieldValues'), guest, {
          updates: [{ ...arrival, objectId: 'shoe-size' }],
        }),
      ).toMatchObject({ status: 400, body: { message: 'This stay has no field shoe-size' } });
      expect((await call('PUT', itemUrl(item, '/fieldValues'), guest, { updates: [] })).status).toBe(400);
      expect((await call('PUT', itemUrl(item, '/fieldValues'), other, { updates: [arrival] })).status).toBe(
        403,
      );
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_PRICE_FIRST } from '../../../server/bookings/reserve-status.js';
import { DATES_UNAVAILABLE } from '../../../server/bookings/reserved-nights.js';
import {
  ListingBookingResponse,
  ListingPriceRequestResponse,
  readBookingAnswer,
  readPriceRequestAnswer,
} from '../../../src/adapters/rest/wire/booking-response.wire.js';
import { CARD_REQUIRED } from '../../../src/core/booking/reserve-outcome.rule.js';
import {
  addCard,
  addGuest,
  addHomeContext,
  addHomesBySetting,
  addListingItem,
  addTrip,
  buildBookingServer,
  caseFeedOf as caseFeedOfTrip,
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

describe.each(testEngines())('pricing and reserving homes on %s', (engine) => {
  let seeded: SeededDatabase;
  let app: FastifyInstance;
  let place: HomesFixture;
  let keyHome: string;
  let requestHome: string;
  let streamlineHome: string;
  const day = (offset: number) => dayAfter(seeded.anchor, offset);
  const post = (url: string, who: Guest | null, payload: object) => requestAs(app, 'POST', url, who, payload);
  const put = (url: string, who: Guest, payload: object) => requestAs(app, 'PUT', url, who, payload);
  const reserve = (listingId: string, who: Guest | null, body: object) =>
    post(`/api/listings/${listingId}/reserve-listing`, who, {
      updateCaseFeed: true,
      targetEntityIds: {},
      ...body,
    });
  const requestPrice = (listingId: string, who: Guest | null, body: object) =>
    post(`/api/listings/${listingId}/request-price-next`, who, {
      productLine: 'Concierge',
      partner: null,
      leadSource: null,
      targetEntityIds: {},
      ...body,
    });
  const caseFeedOf = (itineraryId: string) => caseFeedOfTrip(seeded.db, itineraryId);

  beforeAll(async () => {
    seeded = await openSeededDatabase(engine);
    app = await buildBookingServer(seeded.db, seeded.anchor);
    ({ place, keyHome, requestHome, streamlineHome } = await addHomesBySetting(
      seeded.db,
      seeded.anchor,
      'booking',
    ));
  });

  afterAll(async () => {
    await app?.close();
    await seeded?.dispose();
  });

  describe('POST /api/listings/:id/request-price-next', () => {
    it('puts a home on a new trip in its market, asks the concierge and answers both', async () => {
      const guest = await addGuest(seeded.db);
      const context = await addHomeContext(seeded.db, guest, requestHome, {
        itemStartDate: day(30),
        itemEndDate: day(34),
        adultCount: 3,
      });
      const { status, body } = await requestPrice(requestHome, guest, { itemBookingContext: context });
      expect(status).toBe(200);
      const answer = decodeWith(ListingPriceRequestResponse, body);
      expect(answer.listingItem).toMatchObject({
        status: 'in_progress',
        checkInDate: day(30),
        checkOutDate: day(34),
        adultCount: 3,
      });
      expect(answer.itinerary).toMatchObject({
        itineraryName: 'Fixture home booking-request stay',
        market: { objectId: place.marketId },
        property: { objectId: requestHome },
        arrivalDate: { iso: `${day(30)}T00:00:00.000Z` },
        departureDate: { iso: `${day(34)}T00:00:00.000Z` },
        user: { objectId: guest.id },
      });
      const itineraryId = answer.itinerary?.objectId as string;
      expect((await caseFeedOf(itineraryId))[0]).toMatch(
        /requested a price for Fixture home booking-request/,
      );

      // Asked again for other nights of the same trip: the same trip, another home.
      const second = await addHomeContext(seeded.db, guest, keyHome, {
        itemStartDate: day(33),
        itemEndDate: day(36),
      });
      const again = decodeWith(
        ListingPriceRequestResponse,
        (await requestPrice(keyHome, guest, { itemBookingContext: second })).body,
      );
      expect(again.itinerary?.objectId).toBe(itineraryId);
      expect(again.itinerary?.departureDate?.iso).toBe(`${day(36)}T00:00:00.000Z`);

      // The home is already awaiting its price: 409.
      const twice = await requestPrice(requestHome, guest, { itemBookingContext: context });
      expect(twice).toMatchObject({
        status: 409,
        body: { message: 'This item is awaiting a price: you cannot request a price for it now.' },
      });
    });

    it("takes a context nobody has claimed yet (an anonymous visitor's), held by its id", async () => {
      const guest = await addGuest(seeded.db);
      const context = await addHomeContext(seeded.db, null, requestHome, {
        itemStartDate: day(40),
        itemEndDate: day(43),
      });
      expect((await requestPrice(requestHome, guest, { itemBookingContext: context })).status).toBe(200);
    });

    it('uses the trip the guest names', async () => {
      const guest = await addGuest(seeded.db);
      const trip = await addTrip(seeded.db, guest, place.marketId, {
        arrival: day(100),
        departure: day(110),
      });
      const context = await addHomeContext(seeded.db, guest, requestHome, {
        itemStartDate: day(30),
        itemEndDate: day(33),
      });
      const { body } = await requestPrice(requestHome, guest, {
        itemBookingContext: context,
        targetEntityIds: { itineraryId: trip },
      });
      expect(readPriceRequestAnswer(decodeWith(ListingPriceRequestResponse, body))).toMatchObject({
        right: { itinerary: { objectId: trip, arrivalDate: { iso: `${day(30)}T00:00:00.000Z` } } },
      });
    });

    it('answers 400 without a context or for a stay the home cannot take, 403/404 for others', async () => {
      const guest = await addGuest(seeded.db);
      const stranger = await addGuest(seeded.db);
      expect(await requestPrice(requestHome, guest, { itemBookingContext: null })).toMatchObject({
        status: 400,
        body: { message: 'itemBookingContext is required' },
      });
      const short = await addHomeContext(seeded.db, guest, requestHome, {
        itemStartDate: day(30),
        itemEndDate: day(31),
      });
      expect((await requestPrice(requestHome, guest, { itemBookingContext: short })).body.message).toMatch(
        /2-night minimum/,
      );
      const crowd = await addHomeContext(seeded.db, guest, requestHome, {
        itemStartDate: day(30),
        itemEndDate: day(33),
        adultCount: 9,
      });
      expect((await requestPrice(requestHome, guest, { itemBookingContext: crowd })).status).toBe(400);
      const elsewhere = await addHomeContext(seeded.db, guest, keyHome, {
        itemStartDate: day(30),
        itemEndDate: day(33),
      });
      expect((await requestPrice(requestHome, guest, { itemBookingContext: elsewhere })).status).toBe(400);
      expect(
        (await requestPrice(requestHome, guest, { itemBookingContext: short, productLine: 'Gold' })).status,
      ).toBe(400);
      const ok = await addHomeContext(seeded.db, guest, requestHome, {
        itemStartDate: day(30),
        itemEndDate: day(33),
      });
      expect((await requestPrice(requestHome, stranger, { itemBookingContext: ok })).status).toBe(403);
      expect((await requestPrice(requestHome, guest, { itemBookingContext: 'no-such-context' })).status).toBe(
        404,
      );
      expect((await requestPrice('no-such-home', guest, { itemBookingContext: ok })).status).toBe(404);
      expect((await requestPrice(requestHome, null, { itemBookingContext: ok })).status).toBe(401);
      const othersTrip = await addTrip(seeded.db, stranger, place.marketId);
      expect(
        (
          await requestPrice(requestHome, guest, {
            itemBookingContext: ok,
            targetEntityIds: { itineraryId: othersTrip },
          })
        ).status,
      ).toBe(403);
      const { rows } = await seeded.db.query('select 1 from itineraries where user_id = $1', [guest.id]);
      expect(rows).toEqual([]);
    });
  });

  describe('POST /api/listings/:id/reserve-listing', () => {
    it('reserves a KEY Instant Booking home for approval, holding its nights, with history and case feed', async () => {
      const guest = await addGuest(seeded.db);
      const context = await addHomeContext(seeded.db, guest, keyHome, {
        itemStartDate: day(50),
        itemEndDate: day(53),
      });
      const { status, body } = await reserve(keyHome, guest, { itemBookingContext: context });
      expect(status).toBe(200);
      const answer = decodeWith(ListingBookingResponse, body);
      const updated = readBookingAnswer(answer);
      expect(updated).toMatchObject({
        right: {
          item: { status: 'approved', checkInDate: day(50), checkOutDate: day(53) },
          itinerary: { market: { objectId: place.marketId }, property: { objectId: keyHome } },
        },
      });
      const itemId = answer.data.bookingResponse?.updatedItem?.objectId as string;
      expect(await reservedStays(seeded.db, keyHome)).toContainEqual({
        start: day(50),
        end: day(53),
        item: itemId,
      });
      const itineraryId = answer.data.bookingResponse?.updatedItinerary?.objectId as string;
      expect((await caseFeedOf(itineraryId))[0]).toMatch(
        /reserved \(awaiting confirmation\) Fixture home booking-key/,
      );
      const { rows } = await seeded.db.query(
        'select from_status, to_status from item_status_events where item_id = $1',
        [itemId],
      );
      expect(rows).toEqual([{ from_status: 'draft', to_status: 'approved' }]);
    });

    it('books an integration home at once with a card on file, and asks for a card without one', async () => {
      const guest = await addGuest(seeded.db);
      const context = await addHomeContext(seeded.db, guest, streamlineHome, {
        itemStartDate: day(50),
        itemEndDate: day(53),
      });
      expect(await reserve(streamlineHome, guest, { itemBookingContext: context })).toMatchObject({
        status: 400,
        body: { message: CARD_REQUIRED },
      });
      expect(await reservedStays(seeded.db, streamlineHome)).toEqual([]);
      await addCard(seeded.db, guest, 2001);
      expect((await reserve(streamlineHome, guest, { itemBookingContext: context })).status).toBe(400);
      await addCard(seeded.db, guest);
      const { status, body } = await reserve(streamlineHome, guest, {
        itemBookingContext: context,
        updateCaseFeed: false,
      });
      expect(status).toBe(200);
      expect(body.data.bookingResponse.updatedItem.status).toBe('booked');
      expect(await caseFeedOf(body.data.bookingResponse.updatedItinerary.objectId)).toEqual([]);
    });

    it('reserves a Request Price home only once quoted', async () => {
      const guest = await addGuest(seeded.db);
      const trip = await addTrip(seeded.db, guest, place.marketId);
      const draft = await addListingItem(seeded.db, trip, requestHome, {
        checkIn: day(60),
        checkOut: day(63),
      });
      expect(
        await reserve(requestHome, guest, { targetEntityIds: { itineraryId: trip, itemId: draft } }),
      ).toMatchObject({
        status: 409,
        body: { message: REQUEST_PRICE_FIRST },
      });
      const quoted = await addListingItem(seeded.db, trip, requestHome, {
        checkIn: day(64),
        checkOut: day(67),
        status: 'quoted',
      });
      const { body } = await reserve(requestHome, guest, {
        targetEntityIds: { itineraryId: trip, itemId: quoted },
      });
      expect(body.data.bookingResponse.updatedItem.status).toBe('approved');
    });

    it('answers the unavailable message for taken nights, and takes a stay starting the day another ends', async () => {
      const first = await addGuest(seeded.db);
      const second = await addGuest(seeded.db);
      const stay = { itemStartDate: day(80), itemEndDate: day(84) };
      const firstContext = await addHomeContext(seeded.db, first, keyHome, stay);
      expect((await reserve(keyHome, first, { itemBookingContext: firstContext })).status).toBe(200);
      const overlapping = await addHomeContext(seeded.db, second, keyHome, {
        itemStartDate: day(83),
        itemEndDate: day(86),
      });
      expect(await reserve(keyHome, second, { itemBookingContext: overlapping })).toMatchObject({
        status: 400,
        body: { message: DATES_UNAVAILABLE, code: 'dates-unavailable' },
      });
      // Nothing of the refused reservation stays behind: no trip, no item, no nights.
      const { rows } = await seeded.db.query('select 1 from itineraries where user_id = $1', [second.id]);
      expect(rows).toEqual([]);
      const after = await addHomeContext(seeded.db, second, keyHome, {
        itemStartDate: day(84),
        itemEndDate: day(86),
      });
      expect((await reserve(keyHome, second, { itemBookingContext: after })).status).toBe(200);
      const before = await addHomeContext(seeded.db, second, keyHome, {
        itemStartDate: day(78),
        itemEndDate: day(80),
      });
      expect((await reserve(keyHome, second, { itemBookingContext: before })).status).toBe(200);
      expect(
        (await reservedStays(seeded.db, keyHome)).filter((s) => s.start >= day(78) && s.start <= day(84)),
      ).toHaveLength(3);
    });

    it('answers 409 for an item already reserved, 401 without a session and 403 for another guest', async () => {
      const guest = await addGuest(seeded.db);
      const stranger = await addGuest(seeded.db);
      const trip = await addTrip(seeded.db, guest, place.marketId);
      const item = await addListingItem(seeded.db, trip, keyHome, {
        checkIn: day(120),
        checkOut: day(123),
        status: 'approved',
      });
      const target = { targetEntityIds: { itineraryId: trip, itemId: item } };
      expect((await reserve(keyHome, guest, target)).status).toBe(409);
      expect((await reserve(keyHome, stranger, target)).status).toBe(403);
      expect((await reserve(keyHome, null, target)).status).toBe(401);
      expect((await reserve(keyHome, guest, { targetEntityIds: { itemId: item } })).status).toBe(400);
      expect((await reserve(requestHome, guest, target)).status).toBe(400);
    });
  });

  describe('PUT .../listing-item/:id/new-status', () => {
    const newStatus = (who: Guest, trip: string, item: string, body: object) =>
      put(`/api/itinerary/${trip}/listing-item/${item}/new-status`, who, {
        didConfirmTerms: true,
        confirmedTermsMethod: 'checkbox',
        updateCaseFeed: true,
        itemBookingContext: null,
        ...body,
      });

    it('reserves (Approved) with the context the guest chose in, and records the terms', async () => {
      const guest = await addGuest(seeded.db);
      const trip = await addTrip(seeded.db, guest, place.marketId);
      const item = await addListingItem(seeded.db, trip, keyHome, { checkIn: day(140), checkOut: day(142) });
      const context = await addHomeContext(
        seeded.db,
        guest,
        item,
        { itemStartDate: day(141), itemEndDate: day(144) },
        'ItineraryListingItem',
      );
      const { status, body } = await newStatus(guest, trip, item, {
        status: 'Approved',
        itemBookingContext: context,
      });
      expect(status).toBe(200);
      expect(readBookingAnswer(decodeWith(ListingBookingResponse, body))).toMatchObject({
        right: {
          item: { objectId: item, status: 'approved', checkInDate: day(141) },
          itinerary: { objectId: trip },
        },
      });
      const { rows } = await seeded.db.query(
        'select did_confirm_terms, confirmed_terms_method from itinerary_listing_items where id = $1',
        [item],
      );
      expect(rows[0]).toEqual({ did_confirm_terms: true, confirmed_terms_method: 'checkbox' });
      expect(await reservedStays(seeded.db, keyHome)).toContainEqual({
        start: day(141),
        end: day(144),
        item,
      });
    });

    it('requests a price (Pending) and saves for later (Saved For Later)', async () => {
      const guest = await addGuest(seeded.db);
      const trip = await addTrip(seeded.db, guest, place.marketId);
      const item = await addListingItem(seeded.db, trip, requestHome, {
        checkIn: day(150),
        checkOut: day(153),
      });
      expect(
        (await newStatus(guest, trip, item, { status: 'Pending' })).body.data.bookingResponse.updatedItem
          .status,
      ).toBe('in_progress');
      expect((await newStatus(guest, trip, item, { status: 'Saved For Later' })).status).toBe(200);
      expect(await statusOf(seeded.db, item)).toBe('saved_for_later');
    });

    it('refuses an unknown status (400), taken nights (400), another guest (403)', async () => {
      const guest = await addGuest(seeded.db);
      const stranger = await addGuest(seeded.db);
      const trip = await addTrip(seeded.db, guest, place.marketId);
      const item = await addListingItem(seeded.db, trip, keyHome, { checkIn: day(141), checkOut: day(143) });
      expect((await newStatus(guest, trip, item, { status: 'booked' })).status).toBe(400);
      const backwards = await addHomeContext(seeded.db, guest, keyHome, {
        itemStartDate: day(150),
        itemEndDate: day(148),
      });
      expect(
        await newStatus(guest, trip, item, { status: 'Approved', itemBookingContext: backwards }),
      ).toMatchObject({
        status: 400,
        body: { message: 'itemEndDate must be after itemStartDate' },
      });
      expect((await newStatus(stranger, trip, item, { status: 'Approved' })).status).toBe(403);
      expect(await newStatus(guest, trip, item, { status: 'Approved' })).toMatchObject({
        status: 400,
        body: { message: DATES_UNAVAILABLE },
      });
      expect(await statusOf(seeded.db, item)).toBe('draft');
    });
  });
});

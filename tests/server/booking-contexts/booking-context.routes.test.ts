import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingContextList } from '../../../src/adapters/rest/wire/booking-context.wire.js';
import { BookingContext } from '../../../src/core/booking/booking-context.entity.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import { addFixtureDestination, addHomes, fixtureHome } from '../support/catalog-fixtures.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import {
  type ContextsPromosHarness,
  MARKET_ID,
  openContextsPromosHarness,
} from './contexts-promos-harness.js';
import { addListingItem, addService, addServiceItem, addTrip } from './trip-fixtures.js';

const PUT = '/api/item-booking-context';

describe.each(testEngines())('booking contexts on %s', (engine) => {
  let h: ContextsPromosHarness;
  let day: (offset: number) => string;

  beforeAll(async () => {
    h = await openContextsPromosHarness(engine);
    day = (offset) => addDays(h.anchor, offset);
    await addService(h.db, { id: 'sv-ctx', marketId: MARKET_ID });
    await addService(h.db, { id: 'sv-range', marketId: MARKET_ID, dateFieldType: 'Date Range' });
    await addService(h.db, { id: 'sv-offline', marketId: MARKET_ID, isBookable: false });
    const place = await addFixtureDestination(h.db, {
      slug: 'ctx-lake',
      name: 'Context Lake',
      latitude: 1,
      longitude: 1,
    });
    await addHomes(h.db, [
      fixtureHome('h-ctx', place, h.anchor, {
        max_guests: 4,
        minimum_stay_nights: 2,
        unavailable: [{ from: 30, to: 35, kind: 'reserved' }],
      }),
    ]);
    await addTrip(h.db, { id: 'it-ctx', userId: h.guest.id, marketId: MARKET_ID });
    await addTrip(h.db, { id: 'it-ctx-other', userId: h.other.id, marketId: MARKET_ID });
    await addServiceItem(h.db, { id: 'si-ctx', itineraryId: 'it-ctx', serviceId: 'sv-ctx' });
    await addServiceItem(h.db, { id: 'si-ctx-other', itineraryId: 'it-ctx-other', serviceId: 'sv-ctx' });
    await addListingItem(h.db, {
      id: 'li-ctx',
      itineraryId: 'it-ctx',
      listingId: 'h-ctx',
      checkIn: day(30),
      checkOut: day(35),
    });
    // The listing item holds the home's reserved nights 30-35 itself.
    await h.db.query(
      `update listing_unavailable_ranges set listing_item_id = 'li-ctx' where listing_id = 'h-ctx'`,
    );
  });
  afterAll(() => h.dispose());

  const create = (body: object, token?: string) =>
    h.call('PUT', PUT, { skipValidation: false, ...body }, token);
  const serviceContext = (bookingState: object, token?: string) =>
    create({ itemId: 'sv-ctx', itemType: 'Service', bookingState }, token);
  const ownerOf = async (id: string) =>
    (await h.db.query<{ user_id: string | null }>('select user_id from booking_contexts where id = $1', [id]))
      .rows[0]?.user_id;

  describe('PUT /api/item-booking-context (create)', () => {
    it('lets an anonymous visitor create a context, held by its id alone, with the verdict on it', async () => {
      const answer = await serviceContext({ itemStartDate: `${day(10)}T18:00:00.000Z`, adultCount: 2 });
      expect(answer.status).toBe(200);
      const context = decodeWith(BookingContext, answer.body);
      expect(context).toMatchObject({
        itemId: 'sv-ctx',
        itemType: 'Service',
        bookingState: { itemStartDate: `${day(10)}T18:00:00.000Z`, adultCount: 2 },
        computedValidationState: { isValid: true, errors: { dates: null, booking: null } },
      });
      expect(await ownerOf(context.objectId)).toBeNull();
    });

    it("gives a signed-in guest's context to them and replaces their earlier one for the item", async () => {
      const first = await serviceContext({ adultCount: 2 }, h.other.token);
      const second = await serviceContext({ adultCount: 3 }, h.other.token);
      expect(await ownerOf(second.body.objectId)).toBe(h.other.id);
      const mine = await h.call('GET', '/api/my-booking-contexts', undefined, h.other.token);
      const forChef = decodeWith(BookingContextList, mine.body).filter(
        (context) => context.itemId === 'sv-ctx',
      );
      expect(forChef.map((context) => context.objectId)).toEqual([second.body.objectId]);
      expect(await ownerOf(first.body.objectId)).toBeUndefined();
    });

    it('stores no null choices and skips the verdict when asked', async () => {
      const answer = await create({
        itemId: 'sv-ctx',
        itemType: 'Service',
        bookingState: { adultCount: 1, cardId: null },
        skipValidation: true,
      });
      expect(answer.body.bookingState).toEqual({ adultCount: 1 });
      expect(answer.body.computedValidationState).toBeNull();
    });

    it.each([
      [{ itemType: 'Boat' }, 'itemType must be equal to one of the allowed values'],
      [{ itemId: undefined }, 'itemId is required'],
      [{ bookingState: 'x' }, 'bookingState must be object'],
      [{ bookingState: { adultCount: -1 } }, 'bookingState.adultCount: expected Count'],
      [{ bookingState: { itemStartDate: 'June 5' } }, 'bookingState.itemStartDate: expected IsoDateString'],
      [{ skipValidation: 'maybe' }, 'skipValidation must be boolean'],
    ])('refuses %j with 400 naming the field', async (change, message) => {
      const answer = await create({ itemId: 'sv-ctx', itemType: 'Service', bookingState: {}, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    });

    it('answers 404 for an item that does not exist', async () => {
      expect((await create({ itemId: 'sv-none', itemType: 'Service', bookingState: {} })).status).toBe(404);
      expect((await create({ itemId: 'h-none', itemType: 'Listing', bookingState: {} })).status).toBe(404);
      const item = await create(
        { itemId: 'si-none', itemType: 'ItineraryItem', bookingState: {} },
        h.guest.token,
      );
      expect(item).toMatchObject({ status: 404, body: { message: 'Itinerary item not found' } });
    });

    it("keeps a trip's items to their owner: 401 anonymous, 403 another guest", async () => {
      const item = { itemId: 'si-ctx', itemType: 'ItineraryItem', bookingState: {} };
      expect((await create(item)).status).toBe(401);
      expect((await create(item, h.other.token)).status).toBe(403);
      const listingItem = { itemId: 'li-ctx', itemType: 'ItineraryListingItem', bookingState: {} };
      expect((await create(listingItem, h.other.token)).status).toBe(403);
      expect((await create(item, h.guest.token)).status).toBe(200);
    });
  });

  describe('computedValidationState', () => {
    const verdict = async (itemId: string, itemType: string, bookingState: object) => {
      const answer = await create({ itemId, itemType, bookingState }, h.guest.token);
      expect(answer.status).toBe(200);
      return answer.body.computedValidationState;
    };

    it('checks a service date is chosen, in order and not past', async () => {
      expect((await verdict('sv-ctx', 'Service', {})).errors.dates).toBe('Please choose a date.');
      expect(
        (await verdict('sv-ctx', 'Service', { itemStartDate: day(5), itemEndDate: day(4) })).errors.dates,
      ).toMatch(/must not be before the start date/);
      expect((await verdict('sv-ctx', 'Service', { itemStartDate: day(-3) })).errors.dates).toMatch(
        /has passed/,
      );
      expect((await verdict('sv-range', 'Service', { itemStartDate: day(5) })).errors.dates).toBe(
        'Please choose an end date.',
      );
      const offline = await verdict('sv-offline', 'Service', { itemStartDate: day(5) });
      expect(offline).toMatchObject({
        isValid: false,
        errors: { dates: null, booking: expect.stringMatching(/cannot be booked online/) },
      });
    });

    it('checks guest counts: someone coming needs an adult', async () => {
      const state = { itemStartDate: day(5), adultCount: 0, childCount: 2 };
      expect((await verdict('sv-ctx', 'Service', state)).errors.booking).toMatch(/At least one adult/);
    });

    it("checks a home's calendar, minimum stay and guests", async () => {
      const stay = (from: number, to: number, adultCount = 2) => ({
        itemStartDate: day(from),
        itemEndDate: day(to),
        adultCount,
      });
      expect(await verdict('h-ctx', 'Listing', stay(10, 13))).toMatchObject({ isValid: true });
      expect((await verdict('h-ctx', 'Listing', stay(10, 11))).errors.dates).toMatch(/2-night minimum stay/);
      expect((await verdict('h-ctx', 'Listing', stay(31, 34))).errors.dates).toMatch(
        /^Unfortunately, these dates are unavailable/,
      );
      expect((await verdict('h-ctx', 'Listing', stay(10, 13, 5))).errors).toMatchObject({
        dates: null,
        booking: expect.stringMatching(/sleeps up to 4 guests/),
      });
      expect((await verdict('h-ctx', 'Listing', { itemStartDate: day(10) })).errors.dates).toBe(
        'Please choose check-in and check-out dates.',
      );
      expect((await verdict('h-ctx', 'Listing', stay(13, 10))).errors.dates).toMatch(
        /check-out date must be after/,
      );
    });

    it('holds nights blocked by the owner (no listing item) against a home and its items', async () => {
      await h.db.query(
        `insert into listing_unavailable_ranges (id, listing_id, stay, kind)
         values ('ur-ctx-blocked', 'h-ctx', daterange($1::date, $2::date), 'blocked')
         on conflict (id) do nothing`,
        [day(50), day(55)],
      );
      const stay = { itemStartDate: day(51), itemEndDate: day(54), adultCount: 2 };
      expect((await verdict('h-ctx', 'Listing', stay)).errors.dates).toMatch(
        /^Unfortunately, these dates are unavailable/,
      );
      expect((await verdict('li-ctx', 'ItineraryListingItem', stay)).errors.dates).toMatch(
        /^Unfortunately, these dates are unavailable/,
      );
    });

    it("does not hold a listing item's own reservation against it, and reads its stay when the state has none", async () => {
      expect(await verdict('li-ctx', 'ItineraryListingItem', {})).toMatchObject({ isValid: true });
      expect((await verdict('li-ctx', 'ItineraryListingItem', { adultCount: 6 })).errors.booking).toMatch(
        /sleeps up to 4/,
      );
    });
  });

  describe('PUT /api/item-booking-context (update)', () => {
    it('merges the fields into the stored state, dropping null ones', async () => {
      const created = await serviceContext(
        { itemStartDate: day(8), adultCount: 2, cardId: 'card-x' },
        h.guest.token,
      );
      const updated = await create(
        {
          itemId: 'sv-ctx',
          itemType: 'Service',
          itemBookingContextId: created.body.objectId,
          bookingState: { adultCount: 3, cardId: null, childCount: 1 },
        },
        h.guest.token,
      );
      expect(updated.status).toBe(200);
      expect(decodeWith(BookingContext, updated.body)).toMatchObject({
        objectId: created.body.objectId,
        bookingState: { itemStartDate: day(8), adultCount: 3, childCount: 1 },
      });
      expect(updated.body.bookingState).not.toHaveProperty('cardId');
    });

    it('keeps every field of saves racing on one context (the row is locked while it merges)', async () => {
      const created = await serviceContext({ adultCount: 1 }, h.guest.token);
      const fields = ['itineraryName', 'leadId', 'pmId', 'referringServiceId', 'cardId', 'productLine'];
      const saves = await Promise.all(
        fields.map((field) =>
          create(
            {
              itemId: 'sv-ctx',
              itemType: 'Service',
              itemBookingContextId: created.body.objectId,
              bookingState: { [field]: field === 'productLine' ? 'Concierge' : `${field}-value` },
            },
            h.guest.token,
          ),
        ),
      );
      expect(saves.map((save) => save.status)).toEqual(fields.map(() => 200));
      const stored = await h.db.query<{ booking_state: Record<string, unknown> }>(
        'select booking_state from booking_contexts where id = $1',
        [created.body.objectId],
      );
      expect(stored.rows[0]?.booking_state).toEqual({
        adultCount: 1,
        itineraryName: 'itineraryName-value',
        leadId: 'leadId-value',
        pmId: 'pmId-value',
        referringServiceId: 'referringServiceId-value',
        cardId: 'cardId-value',
        productLine: 'Concierge',
      });
    });

    it('lets whoever holds an anonymous context update it', async () => {
      const created = await serviceContext({ adultCount: 1 });
      const updated = await create({
        itemId: 'sv-ctx',
        itemType: 'Service',
        itemBookingContextId: created.body.objectId,
        bookingState: { adultCount: 2 },
      });
      expect(updated).toMatchObject({ status: 200, body: { bookingState: { adultCount: 2 } } });
    });

    it("refuses another guest's context (403), an owned one without a session (401), an unknown id (404) and another item (409)", async () => {
      const mine = await serviceContext({ adultCount: 1 }, h.guest.token);
      const update = (change: object, token?: string) =>
        create(
          {
            itemId: 'sv-ctx',
            itemType: 'Service',
            itemBookingContextId: mine.body.objectId,
            bookingState: {},
            ...change,
          },
          token,
        );
      expect((await update({}, h.other.token)).status).toBe(403);
      expect((await update({})).status).toBe(401);
      expect((await update({ itemBookingContextId: 'bc-unknown' }, h.guest.token)).status).toBe(404);
      expect(await update({ itemId: 'sv-range' }, h.guest.token)).toMatchObject({
        status: 409,
        body: { message: 'This booking context is for another item.' },
      });
      expect((await update({ itemBookingContextId: 'not an id!' }, h.guest.token)).status).toBe(400);
    });
  });

  describe('reading and attaching', () => {
    it('GET /api/my-booking-contexts needs a session and lists only the guest’s own', async () => {
      expect((await h.call('GET', '/api/my-booking-contexts')).status).toBe(401);
      const theirs = await serviceContext({ adultCount: 1 }, h.other.token);
      const mine = decodeWith(
        BookingContextList,
        (await h.call('GET', '/api/my-booking-contexts', undefined, h.guest.token)).body,
      );
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.map((context) => context.objectId)).not.toContain(theirs.body.objectId);
      for (const context of mine) expect(await ownerOf(context.objectId)).toBe(h.guest.id);
    });

    it("POST /api/item-booking-contexts answers anonymous contexts and the caller's, never another guest's", async () => {
      const anonymous = await serviceContext({ adultCount: 1 });
      const theirs = await serviceContext({ adultCount: 2 }, h.other.token);
      const ids = [anonymous.body.objectId, theirs.body.objectId, 'bc-unknown'];
      const byStranger = await h.call('POST', '/api/item-booking-contexts', { contextIds: ids });
      expect(decodeWith(BookingContextList, byStranger.body).map((context) => context.objectId)).toEqual([
        anonymous.body.objectId,
      ]);
      const byGuest = await h.call('POST', '/api/item-booking-contexts', { contextIds: ids }, h.guest.token);
      expect(byGuest.body.map((context: { objectId: string }) => context.objectId)).toEqual([
        anonymous.body.objectId,
      ]);
      const byOwner = await h.call('POST', '/api/item-booking-contexts', { contextIds: ids }, h.other.token);
      expect(byOwner.body.map((context: { objectId: string }) => context.objectId)).toEqual(ids.slice(0, 2));
      expect(
        (await h.call('POST', '/api/item-booking-contexts', { contextIds: ['not an id!'] })).status,
      ).toBe(400);
    });

    it('POST /api/attach-booking-contexts hands anonymous contexts to the guest, one per item', async () => {
      const older = await serviceContext({ adultCount: 1 }, h.guest.token);
      const anonymous = await serviceContext({ adultCount: 4 });
      const theirs = await serviceContext({ adultCount: 2 }, h.other.token);
      const ids = [anonymous.body.objectId, theirs.body.objectId];
      expect((await h.call('POST', '/api/attach-booking-contexts', { contextIds: ids })).status).toBe(401);
      const attached = await h.call(
        'POST',
        '/api/attach-booking-contexts',
        { contextIds: ids },
        h.guest.token,
      );
      expect(attached.status).toBe(200);
      expect(decodeWith(BookingContextList, attached.body)).toEqual([
        expect.objectContaining({ objectId: anonymous.body.objectId, bookingState: { adultCount: 4 } }),
      ]);
      expect(await ownerOf(anonymous.body.objectId)).toBe(h.guest.id);
      expect(await ownerOf(theirs.body.objectId)).toBe(h.other.id);
      // The guest's older context for the same service gave way to the one saved last.
      expect(await ownerOf(older.body.objectId)).toBeUndefined();
      expect((await h.call('POST', '/api/attach-booking-contexts', {}, h.guest.token)).status).toBe(400);
    });
  });
});

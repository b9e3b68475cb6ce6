import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAD_IDS } from '../../../server/demo/seed/generate-catalog-base.js';
import {
  ListingBookingResponse,
  readBookingAnswer,
} from '../../../src/adapters/rest/wire/booking-response.wire.js';
import {
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

/**
 * POST /api/listings/:id/save-for-later-listing (docs/product/calls.md#calls-beyond-this-list):
 * every home can be saved for later from its page (docs/host/decisions.md#homes-by-booking-setting),
 * placed on a trip as a reserve would be, by the moves of docs/host/decisions.md#status-moves.
 */
describe.each(testEngines())('saving homes for later on %s', (engine) => {
  let seeded: SeededDatabase;
  let app: FastifyInstance;
  let place: HomesFixture;
  let keyHome: string;
  let requestHome: string;
  let streamlineHome: string;
  const day = (offset: number) => dayAfter(seeded.anchor, offset);
  const save = (listingId: string, who: Guest | null, body: object) =>
    requestAs(app, 'POST', `/api/listings/${listingId}/save-for-later-listing`, who, {
      updateCaseFeed: false,
      targetEntityIds: {},
      ...body,
    });
  // By dates, not by creation: trips made in the same instant tie on created_at.
  const tripsOf = async (guest: Guest) =>
    (
      await seeded.db.query<{ id: string; arrival: string; departure: string }>(
        `select id, arrival_date::text as arrival, departure_date::text as departure
           from itineraries where user_id = $1 order by arrival_date, departure_date`,
        [guest.id],
      )
    ).rows;
  const caseFeedOf = (itineraryId: string) => caseFeedOfTrip(seeded.db, itineraryId);

  beforeAll(async () => {
    seeded = await openSeededDatabase(engine);
    app = await buildBookingServer(seeded.db, seeded.anchor);
    ({ place, keyHome, requestHome, streamlineHome } = await addHomesBySetting(
      seeded.db,
      seeded.anchor,
      'saving',
    ));
  });

  afterAll(async () => {
    await app?.close();
    await seeded?.dispose();
  });

  it("puts the home on a new trip, saved for later with the context's dates and party, holding nothing", async () => {
    const guest = await addGuest(seeded.db);
    const context = await addHomeContext(seeded.db, guest, keyHome, {
      itemStartDate: day(30),
      itemEndDate: day(34),
      adultCount: 3,
      childCount: 1,
    });
    const { status, body } = await save(keyHome, guest, { itemBookingContext: context });
    expect(status).toBe(200);
    const answer = decodeWith(ListingBookingResponse, body);
    expect(readBookingAnswer(answer)).toMatchObject({
      right: {
        item: {
          status: 'saved_for_later',
          checkInDate: day(30),
          checkOutDate: day(34),
          adultCount: 3,
          childCount: 1,
        },
        itinerary: {
          itineraryName: 'Fixture home saving-key stay',
          market: { objectId: place.marketId },
          property: { objectId: keyHome },
        },
      },
    });
    const itemId = answer.data.bookingResponse?.updatedItem?.objectId as string;
    const itineraryId = answer.data.bookingResponse?.updatedItinerary?.objectId as string;
    expect(await tripsOf(guest)).toEqual([{ id: itineraryId, arrival: day(30), departure: day(34) }]);
    const { rows } = await seeded.db.query(
      'select from_status, to_status, reason from item_status_events where item_id = $1',
      [itemId],
    );
    expect(rows).toEqual([
      { from_status: 'draft', to_status: 'saved_for_later', reason: 'Guest saved it for later' },
    ]);
    // Saving holds no nights, and the concierge hears of it only when asked to.
    expect(await reservedStays(seeded.db, keyHome)).toEqual([]);
    expect(await caseFeedOf(itineraryId)).toEqual([]);
  });

  it("puts the guest's own lead on the new trip, never another guest's (docs/host/decisions.md#hardening)", async () => {
    const leadOf = async (guest: Guest) => {
      await save(keyHome, guest, {
        itemBookingContext: await addHomeContext(seeded.db, guest, keyHome, {
          itemStartDate: day(40),
          itemEndDate: day(43),
          leadId: DEMO_LEAD_IDS.noPartner,
        }),
      });
      const trip = (await tripsOf(guest))[0];
      const { rows } = await seeded.db.query<{ lead_id: string | null }>(
        'select lead_id from itineraries where id = $1',
        [trip?.id],
      );
      return rows[0]?.lead_id;
    };
    expect(await leadOf(await addGuest(seeded.db, 'Stranger'))).toBeNull();
    const owner = await addGuest(seeded.db, 'LeadOwner');
    await seeded.db.query('update leads set email = (select email from users where id = $2) where id = $1', [
      DEMO_LEAD_IDS.noPartner,
      owner.id,
    ]);
    expect(await leadOf(owner)).toBe(DEMO_LEAD_IDS.noPartner);
  });

  it('joins the trip whose dates meet the stay, widening it, and writes the case feed when asked', async () => {
    const guest = await addGuest(seeded.db);
    const trip = await addTrip(seeded.db, guest, place.marketId, { arrival: day(40), departure: day(44) });
    const context = await addHomeContext(seeded.db, guest, requestHome, {
      itemStartDate: day(42),
      itemEndDate: day(47),
    });
    const { status, body } = await save(requestHome, guest, {
      itemBookingContext: context,
      updateCaseFeed: true,
    });
    expect(status).toBe(200);
    expect(body.data.bookingResponse.updatedItinerary.objectId).toBe(trip);
    expect(body.data.bookingResponse.updatedItem).toMatchObject({
      status: 'saved_for_later',
      checkInDate: day(42),
      checkOutDate: day(47),
      adultCount: 2,
    });
    expect(await tripsOf(guest)).toEqual([{ id: trip, arrival: day(40), departure: day(47) }]);
    expect(await caseFeedOf(trip)).toEqual([
      expect.stringMatching(/saved Fixture home saving-request \(saving-request\) for later\.$/),
    ]);
  });

  it('saves any booking setting: an integration home needs no card to be saved', async () => {
    const guest = await addGuest(seeded.db);
    const context = await addHomeContext(seeded.db, guest, streamlineHome, {
      itemStartDate: day(50),
      itemEndDate: day(53),
    });
    const { status, body } = await save(streamlineHome, guest, { itemBookingContext: context });
    expect(status).toBe(200);
    expect(body.data.bookingResponse.updatedItem.status).toBe('saved_for_later');
  });

  it('saves the item the guest names on their trip, with the context chosen on it', async () => {
    const guest = await addGuest(seeded.db);
    const trip = await addTrip(seeded.db, guest, place.marketId, { arrival: day(60), departure: day(70) });
    const item = await addListingItem(seeded.db, trip, keyHome, {
      checkIn: day(60),
      checkOut: day(63),
      status: 'quoted',
    });
    const context = await addHomeContext(
      seeded.db,
      guest,
      item,
      { itemStartDate: day(61), itemEndDate: day(64), adultCount: 4 },
      'ItineraryListingItem',
    );
    const { status, body } = await save(keyHome, guest, {
      itemBookingContext: context,
      targetEntityIds: { itineraryId: trip, itemId: item },
    });
    expect(status).toBe(200);
    expect(body.data.bookingResponse.updatedItem).toMatchObject({
      objectId: item,
      status: 'saved_for_later',
      checkInDate: day(61),
      adultCount: 4,
    });
  });

  it('answers 409 for a home already saved or awaiting confirmation, changing nothing', async () => {
    const guest = await addGuest(seeded.db);
    const context = await addHomeContext(seeded.db, guest, keyHome, {
      itemStartDate: day(80),
      itemEndDate: day(83),
    });
    const first = await save(keyHome, guest, { itemBookingContext: context });
    expect(first.status).toBe(200);
    const itemId = first.body.data.bookingResponse.updatedItem.objectId as string;
    // saved_for_later is not among the statuses a save moves from.
    expect(await save(keyHome, guest, { itemBookingContext: context })).toMatchObject({
      status: 409,
      body: { message: 'This item is saved for later: you cannot save it for later now.' },
    });
    expect(await statusOf(seeded.db, itemId)).toBe('saved_for_later');

    const trip = await addTrip(seeded.db, guest, place.marketId);
    const approved = await addListingItem(seeded.db, trip, requestHome, {
      checkIn: day(90),
      checkOut: day(93),
      status: 'approved',
    });
    expect(
      await save(requestHome, guest, { targetEntityIds: { itineraryId: trip, itemId: approved } }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This item is pending confirmation: you cannot save it for later now.' },
    });
    expect(await statusOf(seeded.db, approved)).toBe('approved');
  });

  it("answers 401 signed out, 404 for an unknown home, 403 for another guest's context or trip", async () => {
    const guest = await addGuest(seeded.db);
    const stranger = await addGuest(seeded.db);
    const context = await addHomeContext(seeded.db, guest, keyHome, {
      itemStartDate: day(100),
      itemEndDate: day(103),
    });
    expect((await save(keyHome, null, { itemBookingContext: context })).status).toBe(401);
    expect(await save('no-such-home', guest, { itemBookingContext: context })).toMatchObject({
      status: 404,
    });
    expect((await save(keyHome, stranger, { itemBookingContext: context })).status).toBe(403);
    const guestsTrip = await addTrip(seeded.db, guest, place.marketId);
    const strangersContext = await addHomeContext(seeded.db, stranger, keyHome, {
      itemStartDate: day(100),
      itemEndDate: day(103),
    });
    expect(
      (
        await save(keyHome, stranger, {
          itemBookingContext: strangersContext,
          targetEntityIds: { itineraryId: guestsTrip },
        })
      ).status,
    ).toBe(403);
    expect(await save(keyHome, guest, { itemBookingContext: null })).toMatchObject({
      status: 400,
      body: { message: 'itemBookingContext is required' },
    });
    // Nothing of the refused saves stays behind.
    expect(await tripsOf(stranger)).toEqual([]);
    expect((await tripsOf(guest)).map((trip) => trip.id)).toEqual([guestsTrip]);
  });
});

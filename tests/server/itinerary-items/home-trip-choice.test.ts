import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_TRIP_NAMED } from '../../../server/itinerary-items/listing-items/stay-placement.js';
import {
  addBookingPlace,
  addGuest,
  addHomeContext,
  addHomesBySetting,
  addTrip,
  buildBookingServer,
  dayAfter,
  type Guest,
  type HomesFixture,
  requestAs,
  reservedStays,
} from '../bookings/booking-harness.js';
import { openSeededDatabase, type SeededDatabase } from '../support/seeded-database.js';
import { testEngines } from '../support/test-database.js';

/**
 * The trip a home booked from its page joins (docs/product/flows.md#the-trip-a-home-joins):
 * the one the guest chose in the panel (theirs only), a new one when they asked for it, else
 * the one covering the stay.
 */
describe.each(testEngines())('the trip a home joins on %s', (engine) => {
  let seeded: SeededDatabase;
  let app: FastifyInstance;
  let place: HomesFixture;
  let keyHome: string;
  let requestHome: string;
  let streamlineHome: string;
  const day = (offset: number) => dayAfter(seeded.anchor, offset);
  const call = (kind: string, listingId: string, who: Guest, body: object) =>
    requestAs(app, 'POST', `/api/listings/${listingId}/${kind}`, who, { targetEntityIds: {}, ...body });
  const stay = (who: Guest, home: string) =>
    addHomeContext(seeded.db, who, home, { itemStartDate: day(202), itemEndDate: day(205) });
  const tripsOf = async (guest: Guest) =>
    (
      await seeded.db.query<{ id: string; arrival: string; departure: string; items: number }>(
        `select i.id, i.arrival_date::text as arrival, i.departure_date::text as departure,
                (select count(*)::int from itinerary_listing_items l where l.itinerary_id = i.id) as items
           from itineraries i where i.user_id = $1 order by i.arrival_date, i.departure_date`,
        [guest.id],
      )
    ).rows;

  beforeAll(async () => {
    seeded = await openSeededDatabase(engine);
    app = await buildBookingServer(seeded.db, seeded.anchor);
    ({ place, keyHome, requestHome, streamlineHome } = await addHomesBySetting(
      seeded.db,
      seeded.anchor,
      'trip-choice',
    ));
  });

  afterAll(async () => {
    await app?.close();
    await seeded?.dispose();
  });

  it('puts the stay on the covering trip, the trip the guest named, or a new trip when asked', async () => {
    const guest = await addGuest(seeded.db);
    const covering = await addTrip(seeded.db, guest, place.marketId, {
      arrival: day(200),
      departure: day(207),
    });
    const later = await addTrip(seeded.db, guest, place.marketId, { arrival: day(300), departure: day(305) });

    const saved = await call('save-for-later-listing', streamlineHome, guest, {
      itemBookingContext: await stay(guest, streamlineHome),
    });
    expect(saved.body.data.bookingResponse.updatedItinerary.objectId).toBe(covering);

    const asked = await call('request-price-next', requestHome, guest, {
      itemBookingContext: await stay(guest, requestHome),
      targetEntityIds: { itineraryId: later },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.itinerary.objectId).toBe(later);

    const reserved = await call('reserve-listing', keyHome, guest, {
      updateCaseFeed: true,
      itemBookingContext: await stay(guest, keyHome),
      newItinerary: true,
    });
    expect(reserved.status).toBe(200);
    const fresh = reserved.body.data.bookingResponse.updatedItinerary;
    expect([covering, later]).not.toContain(fresh.objectId);
    expect(fresh.itineraryName).toBe('Fixture home trip-choice-key stay');
    // By dates, not by creation: trips made in the same instant tie on created_at.
    expect(await tripsOf(guest)).toEqual([
      { id: covering, arrival: day(200), departure: day(207), items: 1 },
      { id: fresh.objectId, arrival: day(202), departure: day(205), items: 1 },
      { id: later, arrival: day(202), departure: day(305), items: 1 },
    ]);
  });

  it('refuses another guest’s trip (403), a trip of another market (400) and a new trip beside a named one, holding nothing', async () => {
    const owner = await addGuest(seeded.db);
    const attacker = await addGuest(seeded.db);
    const ownersTrip = await addTrip(seeded.db, owner, place.marketId, {
      arrival: day(400),
      departure: day(410),
    });
    const context = await addHomeContext(seeded.db, attacker, keyHome, {
      itemStartDate: day(402),
      itemEndDate: day(405),
    });
    for (const kind of ['reserve-listing', 'save-for-later-listing', 'request-price-next']) {
      const refused = await call(kind, keyHome, attacker, {
        itemBookingContext: context,
        targetEntityIds: { itineraryId: ownersTrip },
      });
      expect(refused.status).toBe(403);
    }
    expect(await tripsOf(owner)).toEqual([
      { id: ownersTrip, arrival: day(400), departure: day(410), items: 0 },
    ]);
    expect(await tripsOf(attacker)).toEqual([]);
    expect((await reservedStays(seeded.db, keyHome)).filter((s) => s.start === day(402))).toEqual([]);

    const elsewhere = await addBookingPlace(seeded.db, 'trip-choice-elsewhere');
    const otherMarket = await addTrip(seeded.db, attacker, elsewhere.marketId);
    expect(
      (
        await call('reserve-listing', keyHome, attacker, {
          itemBookingContext: context,
          targetEntityIds: { itineraryId: otherMarket },
        })
      ).status,
    ).toBe(400);
    expect(
      await call('reserve-listing', keyHome, owner, {
        itemBookingContext: await addHomeContext(seeded.db, owner, keyHome, {
          itemStartDate: day(402),
          itemEndDate: day(405),
        }),
        targetEntityIds: { itineraryId: ownersTrip },
        newItinerary: true,
      }),
    ).toMatchObject({ status: 400, body: { message: NEW_TRIP_NAMED } });
    expect(await tripsOf(owner)).toEqual([
      { id: ownersTrip, arrival: day(400), departure: day(410), items: 0 },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACTIVE_ITINERARY_ID,
  DEMO_LEAD_IDS,
  DEMO_PAST_ITINERARY_ID,
  marketId,
} from '../../../server/demo/seed/generate-catalog-base.js';
import { ItineraryItemList, ItineraryList } from '../../../src/adapters/rest/wire/itinerary-lists.wire.js';
import { Itinerary } from '../../../src/core/itinerary/itinerary.entity.js';
import { ServerLead } from '../../../src/core/lead/server-lead.entity.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import { MOUNTAINS, openTripHarness, type TripHarness } from './trip-harness.js';

describe.each(testEngines())('itineraries on %s', (engine) => {
  let h: TripHarness;
  beforeAll(async () => {
    h = await openTripHarness(engine);
  });
  afterAll(() => h?.dispose());

  describe('GET /api/itinerary', () => {
    it("lists the guest's active trips with their items, as the app decodes them", async () => {
      const response = await h.call('GET', `/api/itinerary?isActive=true&marketId=${MOUNTAINS}`);
      expect(response.status).toBe(200);
      const trips = decodeWith(ItineraryList, response.body);
      const demo = trips.find((trip) => trip.objectId === DEMO_ACTIVE_ITINERARY_ID);
      expect(demo).toMatchObject({
        market: { objectId: MOUNTAINS, name: 'Rocky Mountains' },
        user: { objectId: h.guestId },
        arrivalDate: { iso: `${addDays(h.anchor, 21)}T00:00:00.000Z` },
        departureDate: { iso: `${addDays(h.anchor, 28)}T00:00:00.000Z` },
      });
      expect(demo?.property?.objectId).toEqual(expect.any(String));
      // The trip's own home is an item of it, saved for later for the trip's days: its row has a
      // status, a price and a link, and is finished from the trip (issue 28 item 1).
      const homes = await h.call('GET', `/api/itinerary/${DEMO_ACTIVE_ITINERARY_ID}/listing-items`);
      expect(homes.body).toEqual([
        expect.objectContaining({
          status: 'saved_for_later',
          checkInDate: addDays(h.anchor, 21),
          checkOutDate: addDays(h.anchor, 28),
          listing: expect.objectContaining({ objectId: demo?.property?.objectId }),
        }),
      ]);
      expect(trips.every((trip) => trip.user?.objectId === h.guestId)).toBe(true);
      expect(trips.map((trip) => trip.objectId)).not.toContain(DEMO_PAST_ITINERARY_ID);
    });

    it('lists past trips with isActive=false, and filters by market and nearDate', async () => {
      const past = decodeWith(ItineraryList, (await h.call('GET', '/api/itinerary?isActive=false')).body);
      expect(past.map((trip) => trip.objectId)).toContain(DEMO_PAST_ITINERARY_ID);
      expect(past.map((trip) => trip.objectId)).not.toContain(DEMO_ACTIVE_ITINERARY_ID);
      const coast = (await h.call('GET', `/api/itinerary?marketId=${marketId('southeast-coast')}`)).body;
      expect(coast.map((trip: { objectId: string }) => trip.objectId)).toEqual([DEMO_PAST_ITINERARY_ID]);
      const near = await h.call('GET', `/api/itinerary?nearDate=${addDays(h.anchor, 30)}`);
      expect(near.body.map((trip: { objectId: string }) => trip.objectId)).toContain(
        DEMO_ACTIVE_ITINERARY_ID,
      );
      const far = await h.call('GET', `/api/itinerary?nearDate=${addDays(h.anchor, 60)}`);
      expect(far.body.map((trip: { objectId: string }) => trip.objectId)).not.toContain(
        DEMO_ACTIVE_ITINERARY_ID,
      );
    });

    it('refuses an unknown product line or a date that is not one (400), and a visitor (401)', async () => {
      const line = await h.call('GET', '/api/itinerary?productLine=Platinum');
      expect(line).toMatchObject({ status: 400, body: { message: expect.stringContaining('productLine') } });
      const date = await h.call('GET', '/api/itinerary?nearDate=2031-02-30');
      expect(date).toMatchObject({ status: 400, body: { message: 'nearDate must be an ISO 8601 date' } });
      expect((await h.call('GET', '/api/itinerary', { token: null })).status).toBe(401);
    });

    it("never lists someone else's trips", async () => {
      const theirs = await h.newTrip(h.otherToken);
      const mine = (await h.call('GET', '/api/itinerary')).body.map(
        (trip: { objectId: string }) => trip.objectId,
      );
      expect(mine).not.toContain(theirs);
    });
  });

  describe('POST /api/itinerary', () => {
    it('creates a trip of the guest in a market (201) with the market default line and a name', async () => {
      const response = await h.call('POST', '/api/itinerary', {
        body: { marketId: 'rocky-mountains', arrivalDate: '2031-02-07', departureDate: '2031-02-14' },
      });
      expect(response.status).toBe(201);
      const trip = decodeWith(Itinerary, response.body);
      expect(trip).toMatchObject({
        itineraryName: 'Rocky Mountains trip',
        market: { objectId: MOUNTAINS },
        user: { objectId: h.guestId },
        arrivalDate: { iso: '2031-02-07T00:00:00.000Z' },
        departureDate: { iso: '2031-02-14T00:00:00.000Z' },
        items: [],
      });
      expect(response.body.productLine).toBe('Concierge');
    });

    it("never attaches another guest's lead: the trip is made without it and the lead keeps no trip", async () => {
      const created = await h.call('POST', '/api/itinerary', {
        body: { marketId: MOUNTAINS, leadId: DEMO_LEAD_IDS.premier, productLine: 'capital_one_premier' },
      });
      expect(created.status).toBe(201);
      expect(created.body.leadId ?? null).toBeNull();
      const { rows } = await h.db.query<{ itinerary_id: string | null }>(
        'select itinerary_id from leads where id = $1',
        [DEMO_LEAD_IDS.premier],
      );
      expect(rows[0]?.itinerary_id).toBeNull();
    });

    it("links the guest's own lead (same e-mail, any case) without a trip to the new trip", async () => {
      await h.db.query(
        'update leads set email = (select upper(email) from users where id = $2) where id = $1',
        [DEMO_LEAD_IDS.premier, h.guestId],
      );
      const created = await h.call('POST', '/api/itinerary', {
        body: { marketId: MOUNTAINS, leadId: DEMO_LEAD_IDS.premier, productLine: 'capital_one_premier' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        leadId: DEMO_LEAD_IDS.premier,
        productLine: 'Capital One Premier',
      });
      const { rows } = await h.db.query<{ itinerary_id: string }>(
        'select itinerary_id from leads where id = $1',
        [DEMO_LEAD_IDS.premier],
      );
      expect(rows[0]?.itinerary_id).toBe(created.body.objectId);
    });

    it.each([
      [{ arrivalDate: '2031-02-07' }, 'arrivalDate and departureDate must be given together'],
      [
        { arrivalDate: '2031-02-07', departureDate: '2031-02-01' },
        'departureDate must not be before arrivalDate',
      ],
      [{ marketId: 'no-such-market' }, 'marketId names no market: no-such-market'],
      [{ productLine: 'Gold' }, 'productLine must be one of the product lines, got "Gold"'],
      [{ leadId: 'lead-nobody' }, 'leadId names no lead: lead-nobody'],
      [{ marketId: 'bad id!' }, expect.stringContaining('marketId must match pattern')],
    ])('refuses %j with 400', async (body, message) => {
      const before = await h.db.query('select count(*)::int as n from itineraries');
      const response = await h.call('POST', '/api/itinerary', { body: { marketId: MOUNTAINS, ...body } });
      expect(response).toEqual({ status: 400, body: { message } });
      expect(await h.db.query('select count(*)::int as n from itineraries')).toEqual(before);
    });

    it('needs a signed-in guest (401)', async () => {
      const response = await h.call('POST', '/api/itinerary', { token: null, body: { marketId: MOUNTAINS } });
      expect(response).toEqual({ status: 401, body: { message: 'User is not signed in.' } });
    });
  });

  describe('GET /api/guest-itinerary/{id} and GET /api/itinerary/{id}/items', () => {
    it('answers the demo trip with an item in every status but removed ones', async () => {
      const response = await h.call('GET', `/api/guest-itinerary/${DEMO_ACTIVE_ITINERARY_ID}`);
      expect(response.status).toBe(200);
      const trip = decodeWith(Itinerary, response.body);
      expect(trip.items.map((item) => item.status).sort()).toEqual(
        [
          'approved',
          'booked',
          'canceled',
          'draft',
          'in_progress',
          'info',
          'not_available',
          'quoted',
          'saved_for_later',
        ].sort(),
      );
      const items = await h.call('GET', `/api/itinerary/${DEMO_ACTIVE_ITINERARY_ID}/items`);
      expect(
        decodeWith(ItineraryItemList, items.body)
          .map((item) => item.id)
          .sort(),
      ).toEqual(trip.items.map((item) => item.id).sort());
      const quoted = trip.items.find((item) => item.status === 'quoted');
      expect(quoted?.pricing?.itemPrice.length).toBe(1);
      expect(quoted?.itinerary?.objectId).toBe(DEMO_ACTIVE_ITINERARY_ID);
    });

    it("keeps the demo trip's history: each item's last move and who made it, and the guest's deletion", async () => {
      const { rows } = await h.db.query<{ to_status: string; reason: string; actor: string }>(
        `select to_status, reason, actor from (
           select distinct on (e.item_id) e.to_status, e.reason, u.email as actor
             from item_status_events e join users u on u.id = e.actor_user_id
            where e.itinerary_id = $1 and e.item_kind = 'service'
            order by e.item_id, e.created_at desc, e.seq desc) last_moves
          order by to_status`,
        [DEMO_ACTIVE_ITINERARY_ID],
      );
      expect(rows.map((row) => row.to_status)).toEqual([
        'approved',
        'booked',
        'canceled',
        'in_progress',
        'info',
        'not_available',
        'quoted',
        'removed',
        'saved_for_later',
      ]);
      expect(rows.find((row) => row.to_status === 'booked')?.actor).toBe('concierge@keyhaven.test');
      expect(rows.find((row) => row.to_status === 'removed')).toEqual({
        to_status: 'removed',
        reason: 'Guest deleted',
        actor: 'guest@keyhaven.test',
      });
    });

    it("answers 404 for an unknown trip, 403 for someone else's and 401 without a session", async () => {
      const theirs = await h.newTrip(h.otherToken);
      for (const path of [
        '/api/guest-itinerary/:id',
        '/api/itinerary/:id/items',
        '/api/itinerary/:id/lead',
      ]) {
        expect((await h.call('GET', path.replace(':id', 'it-nowhere'))).status).toBe(404);
        expect(await h.call('GET', path.replace(':id', theirs))).toEqual({
          status: 403,
          body: { message: 'You do not have permission to change this itinerary.' },
        });
        expect((await h.call('GET', path.replace(':id', theirs), { token: null })).status).toBe(401);
      }
    });
  });

  describe('GET /api/itinerary/{id}/lead', () => {
    it('answers the lead the trip came through, pointing at this trip', async () => {
      const response = await h.call('GET', `/api/itinerary/${DEMO_ACTIVE_ITINERARY_ID}/lead`);
      expect(response.status).toBe(200);
      expect(decodeWith(ServerLead, response.body)).toMatchObject({
        objectId: DEMO_LEAD_IDS.activeTrip,
        itineraryId: DEMO_ACTIVE_ITINERARY_ID,
        itinerary_end_date: { iso: `${addDays(h.anchor, 28)}T00:00:00.000Z` },
      });
    });

    it('answers 404 for a trip that came through no lead', async () => {
      const trip = await h.newTrip();
      expect(await h.call('GET', `/api/itinerary/${trip}/lead`)).toEqual({
        status: 404,
        body: { message: 'This itinerary did not come through a lead' },
      });
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACTIVE_ITINERARY_ID } from '../../../server/demo/seed/generate-catalog-base.js';
import { AttachmentList } from '../../../src/adapters/rest/wire/itinerary-lists.wire.js';
import { Folio, folioBalanceCents } from '../../../src/core/itinerary/folio.entity.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import { MOUNTAINS, openTripHarness, type TripHarness } from './trip-harness.js';

describe.each(testEngines())('what hangs on a trip on %s', (engine) => {
  let h: TripHarness;
  beforeAll(async () => {
    h = await openTripHarness(engine);
  });
  afterAll(() => h?.dispose());

  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    (await h.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params))
      .rows[0]?.n;

  describe('POST /api/itinerary/{id}/caseFeed', () => {
    it('adds a note for the concierge (204)', async () => {
      const trip = await h.newTrip();
      const response = await h.call('POST', `/api/itinerary/${trip}/caseFeed`, {
        body: { message: 'Could we add a late checkout?' },
      });
      expect(response.status).toBe(204);
      const { rows } = await h.db.query(
        'select message, author_user_id from case_feed_entries where itinerary_id = $1',
        [trip],
      );
      expect(rows).toEqual([{ message: 'Could we add a late checkout?', author_user_id: h.guestId }]);
    });

    it("refuses a blank note (400), a visitor (401) and someone else's trip (403)", async () => {
      const trip = await h.newTrip();
      const path = `/api/itinerary/${trip}/caseFeed`;
      expect(await h.call('POST', path, { body: { message: '   ' } })).toEqual({
        status: 400,
        body: { message: 'message must not be blank' },
      });
      expect((await h.call('POST', path, { body: {} })).body).toEqual({ message: 'message is required' });
      expect((await h.call('POST', path, { token: null, body: { message: 'hi' } })).status).toBe(401);
      expect((await h.call('POST', path, { token: h.otherToken, body: { message: 'hi' } })).status).toBe(403);
      expect(await count('case_feed_entries', 'itinerary_id = $1', [trip])).toBe(0);
    });
  });

  describe('POST /api/itinerary/{id}/search-terms', () => {
    it('remembers the last home search of the trip (204), dropping unknown terms', async () => {
      const trip = await h.newTrip();
      const terms = { destination: 'Aspen', startDate: '2031-02-07', endDate: '2031-02-14', adultCount: 2 };
      const response = await h.call('POST', `/api/itinerary/${trip}/search-terms`, {
        body: { terms: { ...terms, favouriteColour: 'blue' } },
      });
      expect(response.status).toBe(204);
      const { rows } = await h.db.query('select search_terms from itineraries where id = $1', [trip]);
      expect(rows[0]).toEqual({ search_terms: terms });
    });

    it('refuses terms that are not terms (400) and keeps the old ones', async () => {
      const trip = await h.newTrip();
      const path = `/api/itinerary/${trip}/search-terms`;
      expect(await h.call('POST', path, { body: { terms: { startDate: '2031-02-31' } } })).toEqual({
        status: 400,
        body: { message: 'terms.startDate must be an ISO 8601 date' },
      });
      expect((await h.call('POST', path, { body: { terms: { adultCount: -1 } } })).status).toBe(400);
      expect((await h.call('POST', path, { token: h.otherToken, body: { terms: {} } })).status).toBe(403);
      const { rows } = await h.db.query('select search_terms from itineraries where id = $1', [trip]);
      expect(rows[0]).toEqual({ search_terms: null });
    });
  });

  describe('GET /api/itinerary/{id}/folio', () => {
    it("answers the demo trip's bill, charges and payments in dollars, and its balance", async () => {
      const response = await h.call('GET', `/api/itinerary/${DEMO_ACTIVE_ITINERARY_ID}/folio`);
      expect(response.status).toBe(200);
      const folio = decodeWith(Folio, response.body);
      expect(folio.entries.length).toBe(2);
      const [charge, payment] = folio.entries;
      expect(charge?.amount).toBeGreaterThan(0);
      expect(payment?.amount).toBe(-(charge?.amount ?? 0) / 2);
      expect(folioBalanceCents(folio)).toBe(Math.round((charge?.amount ?? 0) * 50));
      expect(folio.entries.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.date ?? ''))).toBe(true);
    });

    it("answers an empty bill for a new trip, 401 signed out and 403 for someone else's", async () => {
      const trip = await h.newTrip();
      expect((await h.call('GET', `/api/itinerary/${trip}/folio`)).body).toEqual({
        entries: [],
        balance: 0,
        paymentCard: null,
      });
      expect((await h.call('GET', `/api/itinerary/${trip}/folio`, { token: null })).status).toBe(401);
      expect((await h.call('GET', `/api/itinerary/${trip}/folio`, { token: h.otherToken })).status).toBe(403);
    });
  });

  describe('GET /api/itinerary/{id}/folio: the card the trip is charged to', () => {
    it('names the card attached to the trip, as the guest knows it', async () => {
      const trip = await h.newTrip();
      await h.db.query(
        `insert into payment_cards (id, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year)
         values ('card-folio', $1, 'sandbox', 'pm_folio_1', 'visa', '1881', 12, 2031)`,
        [h.guestId],
      );
      await h.db.query(`update itineraries set card_id = 'card-folio' where id = $1`, [trip]);
      const folio = decodeWith(Folio, (await h.call('GET', `/api/itinerary/${trip}/folio`)).body);
      expect(folio.paymentCard).toEqual({ cardId: 'card-folio', brand: 'visa', last4: '1881' });
    });
  });

  describe('GET /api/{type}/{id}/attachments', () => {
    it("answers the documents of a trip and of an item, each to the trip's owner only", async () => {
      const demo = await h.call('GET', `/api/itinerary/${DEMO_ACTIVE_ITINERARY_ID}/attachments`);
      expect(decodeWith(AttachmentList, demo.body)).toEqual([
        expect.objectContaining({
          name: 'Trip summary.pdf',
          contentType: 'application/pdf',
          size: expect.any(Number),
          // The PDF's lines, read from its page: the trip's name first.
          preview: expect.stringMatching(/^.+: trip summary\nArrival \d{4}-\d{2}-\d{2}, departure/),
        }),
        expect.objectContaining({
          name: 'House manual.md',
          contentType: 'text/markdown',
          preview: expect.stringMatching(/^# .+: house manual\n\n## Arriving/),
        }),
      ]);
      const [pdf] = demo.body as { size: number }[];
      expect(pdf?.size).toBeGreaterThan(300);
      const trip = await h.newTrip();
      const item = await h.addChef(trip);
      await h.db.query(
        `insert into attachments (id, owner_type, owner_id, name, url) values ('at-test', 'item', $1, 'Menu.pdf', '/files/menu.pdf')`,
        [item],
      );
      const mine = await h.call('GET', `/api/item/${item}/attachments`);
      expect(mine.body).toEqual([
        // A link the host only passes on: no size, no preview.
        expect.objectContaining({
          objectId: 'at-test',
          name: 'Menu.pdf',
          url: '/files/menu.pdf',
          size: null,
          preview: null,
        }),
      ]);
      expect((await h.call('GET', `/api/item/${item}/attachments`, { token: h.otherToken })).status).toBe(
        403,
      );
      expect((await h.call('GET', `/api/item/${item}/attachments`, { token: null })).status).toBe(401);
    });

    it('answers 404 for an unknown owner and 400 for an unknown type', async () => {
      expect(await h.call('GET', '/api/item/si-nowhere/attachments')).toEqual({
        status: 404,
        body: { message: 'Itinerary item not found' },
      });
      expect(await h.call('GET', '/api/listing-item/li-nowhere/attachments')).toEqual({
        status: 404,
        body: { message: 'Listing item not found' },
      });
      expect((await h.call('GET', '/api/itinerary/it-nowhere/attachments')).status).toBe(404);
      expect((await h.call('GET', '/api/guests/x/attachments')).status).toBe(400);
    });
  });

  describe('POST /api/itinerary/{id}/messages', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      message: 'Could we arrive at noon?',
      user: h.guestId,
      userName: 'Ava Guest',
      userEmail: 'guest@keyhaven.test',
      ...extra,
    });

    it('keeps the message for the concierge, with the trip and its market (201)', async () => {
      const trip = await h.newTrip();
      const response = await h.call('POST', `/api/itinerary/${trip}/messages`, { body: body() });
      expect(response.status).toBe(201);
      const { rows } = await h.db.query(
        'select itinerary_id, market_id, user_id, name, email, message from guest_messages where id = $1',
        [response.body.objectId],
      );
      expect(rows).toEqual([
        {
          itinerary_id: trip,
          market_id: MOUNTAINS,
          user_id: h.guestId,
          name: 'Ava Guest',
          email: 'guest@keyhaven.test',
          message: 'Could we arrive at noon?',
        },
      ]);
    });

    it("refuses a wrong e-mail, a user who is not the signer (400), a visitor (401) and someone else's trip (403)", async () => {
      const trip = await h.newTrip();
      const path = `/api/itinerary/${trip}/messages`;
      expect(await h.call('POST', path, { body: body({ userEmail: 'not-an-address' }) })).toEqual({
        status: 400,
        body: { message: 'userEmail must be a valid e-mail address' },
      });
      expect(await h.call('POST', path, { body: body({ user: h.otherId }) })).toEqual({
        status: 400,
        body: { message: 'user must be the signed-in user' },
      });
      expect((await h.call('POST', path, { body: body({ message: 'x'.repeat(5001) }) })).status).toBe(400);
      expect((await h.call('POST', path, { token: null, body: body() })).status).toBe(401);
      expect(
        (await h.call('POST', path, { token: h.otherToken, body: body({ user: h.otherId }) })).status,
      ).toBe(403);
      expect(await count('guest_messages', 'itinerary_id = $1', [trip])).toBe(0);
    });
  });

  describe('POST /api/messages', () => {
    const message = (extra: Record<string, unknown> = {}) => ({
      message: 'Do you have homes with a hot tub?',
      marketId: MOUNTAINS,
      productLine: 'Concierge',
      name: 'Robin Traveller',
      email: 'robin@keyhaven.test',
      location: '/listings?destination=Aspen',
      loggedIn: false,
      sfId: null,
      user: null,
      messageType: 'listing-help',
      ...extra,
    });

    it("takes a visitor's message without a session (201), and a guest's with their id", async () => {
      const visitor = await h.call('POST', '/api/messages', { token: null, body: message() });
      expect(visitor.status).toBe(201);
      const { rows } = await h.db.query(
        'select user_id, market_id, product_line, location, message_type from guest_messages where id = $1',
        [visitor.body.objectId],
      );
      expect(rows[0]).toEqual({
        user_id: null,
        market_id: MOUNTAINS,
        product_line: 'Concierge',
        location: '/listings?destination=Aspen',
        message_type: 'listing-help',
      });
      const guest = await h.call('POST', '/api/messages', {
        body: message({ user: h.guestId, loggedIn: true }),
      });
      const saved = await h.db.query('select user_id from guest_messages where id = $1', [
        guest.body.objectId,
      ]);
      expect(saved.rows[0]).toEqual({ user_id: h.guestId });
    });

    it.each([
      [{ email: 'robin' }, 'email must be a valid e-mail address'],
      [{ email: '' }, 'email must be a valid e-mail address'],
      [{ name: '  ' }, 'name must not be blank'],
      [{ message: '' }, 'message must NOT have fewer than 1 characters'],
      [{ marketId: 'mk-nowhere' }, 'marketId names no market: mk-nowhere'],
      [{ productLine: 'Gold' }, 'productLine must be one of the product lines, got "Gold"'],
      [{ user: 'someone-else' }, 'user must be the signed-in user'],
      [{ location: 'x'.repeat(2001) }, 'location must NOT have more than 2000 characters'],
    ])('refuses %j with 400 and keeps nothing', async (extra, expected) => {
      const before = await count('guest_messages');
      expect(await h.call('POST', '/api/messages', { token: null, body: message(extra) })).toEqual({
        status: 400,
        body: { message: expected },
      });
      expect(await count('guest_messages')).toBe(before);
    });
  });
});

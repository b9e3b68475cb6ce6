import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../../server/auth/session-token.js';
import { defaultServerConfig } from '../../../server/config.js';
import { hashOpaqueToken } from '../../../server/payments/opaque-token.js';
import { ListingPricing } from '../../../src/core/pricing/listing-pricing.entity.js';
import {
  addListingItem,
  addServiceItem,
  CONCIERGE,
  GUEST,
  makeTrip,
  openPaymentHarness,
  type PaymentHarness,
} from '../payments/payment-harness.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';

const MISSING_ROLE = { message: 'User does not have required role.' };

describe.each(testEngines())('concierge routes on %s', (engine) => {
  let h: PaymentHarness;
  let guest: string;
  let concierge: string;
  let guestId: string;
  let conciergeId: string;
  let trip: Awaited<ReturnType<typeof makeTrip>>;

  const move = (itemId: string, path: string, body?: unknown, token: string | null = concierge) =>
    h.call('POST', `/api/concierge/items/${itemId}/${path}`, { token: token ?? undefined, body });
  const statusOf = async (table: string, id: string) =>
    (await h.db.query<{ status: string }>(`select status from ${table} where id = $1`, [id])).rows[0]?.status;
  const reservedNights = async (listingItemId: string) =>
    (
      await h.db.query('select id from listing_unavailable_ranges where listing_item_id = $1', [
        listingItemId,
      ])
    ).rows.length;
  const events = async (itemId: string) =>
    (
      await h.db.query<{
        from_status: string;
        to_status: string;
        actor_user_id: string;
        reason: string | null;
      }>(
        'select from_status, to_status, actor_user_id, reason from item_status_events where item_id = $1 order by created_at, seq',
        [itemId],
      )
    ).rows;

  beforeAll(async () => {
    h = await openPaymentHarness(engine);
    guest = await h.login(GUEST);
    concierge = await h.login(CONCIERGE);
    guestId = await h.userId(GUEST.email);
    conciergeId = await h.userId(CONCIERGE.email);
    trip = await makeTrip(h.db, guestId);
  });
  afterAll(() => h.dispose());

  describe('quote', () => {
    it('quotes a service awaiting a price with adjustments, and records the move', async () => {
      const itemId = await addServiceItem(h.db, trip, 'in_progress');
      const adjustments = [{ adjustmentAmount: 150, adjustmentReason: 'Chef travel' }];
      const response = await move(itemId, 'quote', { adjustments, reason: 'Quoted by phone' });
      expect([response.statusCode, response.json()]).toEqual([
        200,
        {
          itemId,
          itemType: 'ItineraryItem',
          itineraryId: trip.itineraryId,
          previousStatus: 'in_progress',
          status: 'quoted',
        },
      ]);
      const { rows } = await h.db.query('select status, adjustments from itinerary_items where id = $1', [
        itemId,
      ]);
      expect(rows).toEqual([{ status: 'quoted', adjustments }]);
      expect(await events(itemId)).toEqual([
        {
          from_status: 'in_progress',
          to_status: 'quoted',
          actor_user_id: conciergeId,
          reason: 'Quoted by phone',
        },
      ]);
    });

    it("quotes a home with the stay's price, which the app reads as the item's estimate", async () => {
      const itemId = await addListingItem(h.db, trip, 'in_progress');
      const pricing = {
        totalBaseRate: 4200,
        pricingFees: [{ name: 'Cleaning', amount: 350 }],
        taxes: 380.5,
        securityDeposit: 1000,
      };
      const response = await move(itemId, 'quote', { pricing });
      expect(response.json()).toMatchObject({ itemType: 'ItineraryListingItem', status: 'quoted' });
      // The quote is the concierge's own column; the guest's estimate is left as it was (issue 25).
      const { rows } = await h.db.query<{ concierge_quote: unknown; estimated_pricing: unknown }>(
        'select concierge_quote, estimated_pricing from itinerary_listing_items where id = $1',
        [itemId],
      );
      expect(decodeWith(ListingPricing, rows[0]?.concierge_quote)).toEqual(pricing);
      expect(rows[0]?.estimated_pricing).toBeNull();
    });

    it('refuses a quote that does not fit the item (400) or its status (409), changing nothing', async () => {
      const home = await addListingItem(h.db, trip, 'in_progress');
      expect((await move(home, 'quote', {})).json()).toEqual({
        message: 'pricing is required to quote a home',
      });
      expect((await move(home, 'quote', { pricing: { totalBaseRate: -1 } })).statusCode).toBe(400);
      const service = await addServiceItem(h.db, trip, 'in_progress');
      expect((await move(service, 'quote', { pricing: { totalBaseRate: 10 } })).statusCode).toBe(400);
      expect((await move(service, 'quote', { adjustments: [{ adjustmentReason: 'x' }] })).json()).toEqual({
        message: 'adjustments.0.adjustmentAmount is required',
      });
      const draft = await addServiceItem(h.db, trip, 'draft');
      const conflict = await move(draft, 'quote', { adjustments: [] });
      expect([conflict.statusCode, conflict.json()]).toEqual([
        409,
        { message: 'This item is a draft: you cannot quote it now.' },
      ]);
      expect([
        await statusOf('itinerary_listing_items', home),
        await statusOf('itinerary_items', draft),
      ]).toEqual(['in_progress', 'draft']);
      expect(await events(draft)).toEqual([]);
    });
  });

  describe('confirm, mark unavailable, cancel', () => {
    it('confirms an approved item (booked) and only an approved one', async () => {
      const home = await addListingItem(h.db, trip, 'approved', { reserved: true });
      expect((await move(home, 'confirm')).json()).toMatchObject({
        previousStatus: 'approved',
        status: 'booked',
      });
      expect(await reservedNights(home)).toBe(1);
      expect((await move(home, 'confirm')).statusCode).toBe(409);
    });

    it('marks a home unavailable and gives its reserved nights back', async () => {
      const home = await addListingItem(h.db, trip, 'approved', { reserved: true });
      const response = await move(home, 'mark-unavailable', { reason: 'Owner maintenance' });
      expect(response.json()).toMatchObject({ status: 'not_available' });
      expect(await reservedNights(home)).toBe(0);
      const service = await addServiceItem(h.db, trip, 'in_progress');
      expect((await move(service, 'mark-unavailable')).json()).toMatchObject({ status: 'not_available' });
      const quoted = await addServiceItem(h.db, trip, 'quoted');
      expect((await move(quoted, 'mark-unavailable')).statusCode).toBe(409);
    });

    it('cancels anything but a canceled item, releasing a booked home', async () => {
      const home = await addListingItem(h.db, trip, 'booked', { reserved: true });
      expect((await move(home, 'cancel', { reason: 'Guest called' })).json()).toMatchObject({
        previousStatus: 'booked',
        status: 'canceled',
      });
      expect(await reservedNights(home)).toBe(0);
      expect(await events(home)).toEqual([
        { from_status: 'booked', to_status: 'canceled', actor_user_id: conciergeId, reason: 'Guest called' },
      ]);
      const again = await move(home, 'cancel');
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { message: 'This item is canceled: you cannot cancel it now.' },
      ]);
      const removed = await addServiceItem(h.db, trip, 'removed');
      expect((await move(removed, 'cancel')).statusCode).toBe(409);
    });

    it('answers 404 for an unknown item, 400 for a bad id or body, 401 signed out and 403 for a guest', async () => {
      const item = await addServiceItem(h.db, trip, 'approved');
      expect([
        (await move('no-such-item', 'confirm')).statusCode,
        (await move('no-such-item', 'confirm')).json(),
      ]).toEqual([404, { message: 'Itinerary item not found' }]);
      expect((await move('bad%20id', 'confirm')).statusCode).toBe(400);
      expect((await move(item, 'cancel', { reason: { text: 'why' } })).statusCode).toBe(400);
      expect((await move(item, 'confirm', undefined, null)).statusCode).toBe(401);
      const asGuest = await move(item, 'confirm', undefined, guest);
      expect([asGuest.statusCode, asGuest.json()]).toEqual([403, MISSING_ROLE]);
      expect(await statusOf('itinerary_items', item)).toBe('approved');
    });
  });

  describe('notes on a service item', () => {
    it("keeps the concierge's notes on the item, shows them in its JSON and tells the trip's conversation", async () => {
      const itemId = await addServiceItem(h.db, trip, 'quoted');
      const first = await move(itemId, 'notes', { notes: 'First draft' });
      expect(first.statusCode).toBe(200);
      const response = await move(itemId, 'notes', {
        notes: '  Chef arrives at 4 pm; the kitchen must be free.  ',
      });
      expect([response.statusCode, response.json()]).toEqual([
        200,
        {
          itemId,
          itineraryId: trip.itineraryId,
          notesFromConcierge: 'Chef arrives at 4 pm; the kitchen must be free.',
        },
      ]);
      const item = await h.call('GET', `/api/itinerary/${trip.itineraryId}/items`, { token: guest });
      const listed = (item.json() as { id: string; notesFromConcierge?: string }[]).find(
        (row) => row.id === itemId,
      );
      expect(listed?.notesFromConcierge).toBe('Chef arrives at 4 pm; the kitchen must be free.');
      const { rows } = await h.db.query<{ message: string; author_user_id: string }>(
        'select message, author_user_id from case_feed_entries where itinerary_id = $1 order by created_at desc, seq desc limit 1',
        [trip.itineraryId],
      );
      expect(rows[0]).toMatchObject({ author_user_id: conciergeId });
      expect(rows[0]?.message).toMatch(/^Note on .+: Chef arrives at 4 pm; the kitchen must be free\.$/);
    });

    it('refuses a home (400), an unknown item (404), blank or long notes (400), and anyone but the concierge', async () => {
      const home = await addListingItem(h.db, trip, 'quoted');
      expect((await move(home, 'notes', { notes: 'x' })).statusCode).toBe(400);
      expect((await move('no-such-item', 'notes', { notes: 'x' })).statusCode).toBe(404);
      const service = await addServiceItem(h.db, trip, 'quoted');
      expect((await move(service, 'notes', { notes: '   ' })).json()).toEqual({
        message: 'notes must not be blank',
      });
      expect((await move(service, 'notes', { notes: 'x'.repeat(2001) })).statusCode).toBe(400);
      expect((await move(service, 'notes', { notes: 'x' }, guest)).statusCode).toBe(403);
      expect((await move(service, 'notes', { notes: 'x' }, null)).statusCode).toBe(401);
    });
  });

  describe('POST /api/concierge/card-tokens', () => {
    const issue = (body: unknown, token: string | null = concierge) =>
      h.call('POST', '/api/concierge/card-tokens', { token: token ?? undefined, body });

    it('issues a 72-hour token for a guest by e-mail, with the link to send, stored hashed', async () => {
      const response = await issue({ email: 'GUEST@keyhaven.test', itineraryId: trip.itineraryId });
      expect(response.statusCode).toBe(201);
      const body = response.json<{
        token: string;
        url: string;
        expiresAt: string;
        userId: string;
        itineraryId: string;
      }>();
      expect(body).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        url: `${defaultServerConfig.publicAppUrl}/card-addition?token=${body.token}`,
        expiresAt: expect.any(String),
        userId: guestId,
        itineraryId: trip.itineraryId,
      });
      expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(71.9 * 60 * 60 * 1000);
      const { rows } = await h.db.query(
        'select user_id, itinerary_id, issued_by_user_id from card_tokens where token_hash = $1',
        [hashOpaqueToken(body.token)],
      );
      expect(rows).toEqual([
        { user_id: guestId, itinerary_id: trip.itineraryId, issued_by_user_id: conciergeId },
      ]);
      expect((await h.call('GET', `/api/creditCardToken/${body.token}`)).json()).toMatchObject({
        status: 'valid',
      });
    });

    it('issues by user id too', async () => {
      const response = await issue({ userId: guestId });
      expect(response.json()).toMatchObject({ userId: guestId, itineraryId: null });
    });

    it("refuses an unknown guest (404), another guest's trip or no guest (400), a guest (403) and no session (401)", async () => {
      expect((await issue({ email: 'nobody@keyhaven.test' })).statusCode).toBe(404);
      const otherTrip = await makeTrip(h.db, conciergeId);
      expect((await issue({ userId: guestId, itineraryId: otherTrip.itineraryId })).json()).toEqual({
        message: "The itinerary is not this guest's",
      });
      expect((await issue({ userId: guestId, itineraryId: 'no-such-trip' })).statusCode).toBe(404);
      expect((await issue({})).statusCode).toBe(400);
      expect((await issue({ email: GUEST.email, userId: guestId })).statusCode).toBe(400);
      expect((await issue({ email: GUEST.email }, guest)).statusCode).toBe(403);
      expect((await issue({ email: GUEST.email }, null)).statusCode).toBe(401);
    });
  });

  describe('POST /api/concierge/account-links', () => {
    const issue = (body: unknown, token: string | null = concierge) =>
      h.call('POST', '/api/concierge/account-links', { token: token ?? undefined, body });

    it('invites an account for a new e-mail, with the portal link to finalize it, stored hashed', async () => {
      const email = `lead.${Date.now()}@keyhaven.test`;
      const response = await issue({ email, firstName: 'Lea', lastName: 'Lead' });
      expect(response.statusCode).toBe(201);
      const body = response.json<{ token: string; userId: string }>();
      expect(body).toEqual({
        url: `${defaultServerConfig.publicAppUrl}/sso/finalize-account?email=${encodeURIComponent(email)}&token=${body.token}`,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        purpose: 'finalize-account',
        expiresAt: expect.any(String),
        userId: expect.any(String),
        created: true,
      });
      const { rows } = await h.db.query(
        'select user_id, purpose, issued_by_user_id from account_tokens where token_hash = $1',
        [hashSessionToken(body.token)],
      );
      expect(rows).toEqual([
        { user_id: body.userId, purpose: 'finalize-account', issued_by_user_id: conciergeId },
      ]);
      const again = await issue({ email, firstName: 'Lea', lastName: 'Lead' });
      expect(again.json()).toMatchObject({
        userId: body.userId,
        created: false,
        purpose: 'finalize-account',
      });
    });

    it('issues a set-password link for an existing account, or the purpose asked for', async () => {
      expect((await issue({ email: GUEST.email })).json()).toMatchObject({
        userId: guestId,
        purpose: 'set-password',
        created: false,
      });
      expect((await issue({ email: GUEST.email, purpose: 'finalize-account' })).json()).toMatchObject({
        purpose: 'finalize-account',
      });
    });

    it('refuses an unknown e-mail without names (404), bad bodies (400), a guest (403) and no session (401)', async () => {
      const unknown = await issue({ email: 'nobody@keyhaven.test' });
      expect([unknown.statusCode, unknown.json()]).toEqual([
        404,
        { message: 'No account has this e-mail: give a first and last name to invite it' },
      ]);
      expect((await issue({ email: 'not-an-email' })).statusCode).toBe(400);
      expect((await issue({ email: 'x@keyhaven.test', firstName: 'Only' })).statusCode).toBe(400);
      expect((await issue({ email: GUEST.email, purpose: 'reset' })).statusCode).toBe(400);
      expect((await issue({})).statusCode).toBe(400);
      expect([
        (await issue({ email: GUEST.email }, guest)).statusCode,
        (await issue({ email: GUEST.email }, guest)).json(),
      ]).toEqual([403, MISSING_ROLE]);
      expect((await issue({ email: GUEST.email }, null)).statusCode).toBe(401);
    });
  });
});

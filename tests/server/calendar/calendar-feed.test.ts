import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-database.js';
import { MOUNTAINS, openTripHarness, type TripHarness } from '../trips/trip-harness.js';
import { type ParsedEvent, parseFeed } from './parse-feed.js';

/**
 * The trip in the guest's calendar (docs/product/calendar.md): every feed is read back with
 * ical.js, an independent parser, and each field checked. The trip straddles the start of
 * daylight-saving time in Denver (9 March 2031): a dinner on the 8th is at UTC-7, one on the
 * 12th at UTC-6, and the stay checks in before the change and out after it.
 */
describe.each(testEngines())('the trip calendar on %s', (engine) => {
  let h: TripHarness;
  let trip: string;
  let booked: string;
  let requested: string;
  let draft: string;
  let stay: string;
  let concierge: { name: string; email: string; phone: string };

  const event = async (tripId: string, uid: string, token = h.guestToken): Promise<ParsedEvent | undefined> =>
    parseFeed((await download(tripId, token)).body).events.find((each) => each.uid === uid);

  const download = (
    tripId: string,
    token: string | null = h.guestToken,
    headers: Record<string, string> = {},
  ) =>
    h.app.inject({
      method: 'GET',
      url: `/api/itinerary/${tripId}/calendar.ics`,
      headers: { ...(token ? { 'x-session-token': token } : {}), ...headers },
    });

  const feed = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

  const move = async (
    itemId: string,
    kind: 'service' | 'listing',
    to: string,
    at: string,
    actor?: string,
  ) => {
    await h.db.query(
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, actor_user_id, created_at)
       values ($1, $2, $3, $4, 'draft', $5, $6, $7)`,
      [`ev-${itemId}-${to}-${at}`, trip, itemId, kind, to, actor ?? null, at],
    );
    const table = kind === 'service' ? 'itinerary_items' : 'itinerary_listing_items';
    await h.db.query(`update ${table} set status = $2, updated_at = $3 where id = $1`, [itemId, to, at]);
  };

  beforeAll(async () => {
    h = await openTripHarness(engine);
    trip = await h.newTrip(h.guestToken, { arrivalDate: '2031-03-07', departureDate: '2031-03-14' });
    booked = await h.addChef(trip);
    requested = await h.addChef(trip);
    draft = await h.addChef(trip);
    await h.db.query(
      `update itinerary_items set start_at = '2031-03-08T18:00:00Z', end_at = '2031-03-08T21:00:00Z' where id = $1`,
      [requested],
    );
    await move(booked, 'service', 'approved', '2031-01-05T10:00:00Z');
    await move(booked, 'service', 'booked', '2031-01-06T15:30:00Z', h.otherId);
    await move(requested, 'service', 'in_progress', '2031-01-07T09:00:00Z');
    const { rows } = await h.db.query<{ id: string }>(
      `select l.id from listings l join destinations d on d.id = l.destination_id
        where d.market_id = $1 and l.active order by l.id limit 1`,
      [MOUNTAINS],
    );
    const listing = rows[0]?.id as string;
    await h.db.query(`update listings set street_address = '12 Aspen Way, Aspen, CO 81611' where id = $1`, [
      listing,
    ]);
    stay = `li-cal-${engine}`;
    await h.db.query(
      `insert into itinerary_listing_items (id, itinerary_id, listing_id, status, check_in_date, check_out_date)
       values ($1, $2, $3, 'draft', '2031-03-07', '2031-03-11')`,
      [stay, trip, listing],
    );
    await move(stay, 'listing', 'approved', '2031-01-04T08:00:00Z');
    const market = await h.db.query<{ product_lines: Record<string, typeof concierge> }>(
      'select product_lines from markets where id = $1',
      [MOUNTAINS],
    );
    concierge = market.rows[0]?.product_lines.concierge as typeof concierge;
  });
  afterAll(() => h?.dispose());

  it('downloads the trip as one .ics with a zone definition and one event per requested or booked item', async () => {
    const response = await download(trip);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"/);
    const parsed = parseFeed(response.body);
    expect(parsed.zones).toEqual(['America/Denver']);
    expect(parsed.events.map((each) => each.uid).sort()).toEqual(
      [`home-${stay}@keyhaven`, `service-${booked}@keyhaven`, `service-${requested}@keyhaven`].sort(),
    );
    expect(parsed.events.some((each) => each.uid.includes(draft))).toBe(false);
  });

  it('a booked service is CONFIRMED, in its zone after the change to summer time, with its confirmation and concierge', async () => {
    const chef = await event(trip, `service-${booked}@keyhaven`);
    expect(chef).toMatchObject({
      summary: 'Test chef',
      status: 'CONFIRMED',
      sequence: 2,
      tzid: 'America/Denver',
      start: '2031-03-12T18:00:00.000Z',
      end: '2031-03-12T21:00:00.000Z',
      startWall: '12:00',
      endWall: '15:00',
      location: 'Rocky Mountains',
      stamp: '2031-01-06T15:30:00.000Z',
      lastModified: '2031-01-06T15:30:00.000Z',
    });
    expect(chef?.description.split('\n')).toEqual([
      'Status: Booked',
      `Confirmation: confirmed by the concierge on 6 January 2031, reference ${booked}`,
      `Concierge: ${concierge.name}, (${concierge.phone.slice(0, 3)}) ${concierge.phone.slice(3, 6)}-${concierge.phone.slice(6)}, ${concierge.email}`,
    ]);
  });

  it('a requested service is TENTATIVE, before the change: the same 18:00 UTC is 11:00 in Denver', async () => {
    const chef = await event(trip, `service-${requested}@keyhaven`);
    expect(chef).toMatchObject({
      status: 'TENTATIVE',
      sequence: 1,
      tzid: 'America/Denver',
      start: '2031-03-08T18:00:00.000Z',
      startWall: '11:00',
      endWall: '14:00',
    });
    expect(chef?.description).toContain('Status: Price Requested');
    expect(chef?.description).toContain(`Confirmation: not confirmed yet, reference ${requested}`);
  });

  it('a home stay spans check-in to check-out at the home’s times, across the change, at its address', async () => {
    const home = await event(trip, `home-${stay}@keyhaven`);
    expect(home).toMatchObject({
      status: 'TENTATIVE',
      tzid: 'America/Denver',
      startWall: '16:00',
      endWall: '10:00',
      // 16:00 MST (UTC-7) on the 7th, 10:00 MDT (UTC-6) on the 11th.
      start: '2031-03-07T23:00:00.000Z',
      end: '2031-03-11T16:00:00.000Z',
      location: '12 Aspen Way, Aspen, CO 81611',
    });
    expect(home?.description).toContain('Status: Pending Confirmation');
  });

  it('services without a place of their own are at the trip’s home; the trip without one, in its market', async () => {
    const chef = await event(trip, `service-${requested}@keyhaven`);
    // The new trip has no home of its own (property_listing_id), so the market names the place.
    expect(chef?.location).toBe('Rocky Mountains');
    await h.db.query(`update services set meeting_place = 'Aspen Marina, dock 4' where id = 'svc-test-chef'`);
    expect((await event(trip, `service-${requested}@keyhaven`))?.location).toBe('Aspen Marina, dock 4');
    await h.db.query(`update services set meeting_place = null where id = 'svc-test-chef'`);
  });

  it('answers 401 signed out, 403 to another guest and 404 for an unknown trip', async () => {
    expect((await download(trip, null)).statusCode).toBe(401);
    expect((await download(trip, h.otherToken)).statusCode).toBe(403);
    expect((await download('NoSuchTrip', h.guestToken)).statusCode).toBe(404);
    expect(
      (await h.call('POST', `/api/itinerary/${trip}/calendar-subscription`, { token: h.otherToken })).status,
    ).toBe(403);
    expect(
      (await h.call('GET', `/api/itinerary/${trip}/calendar-subscription`, { token: null })).status,
    ).toBe(401);
  });

  it('a subscription address serves the same feed without a session, with ETag and Last-Modified', async () => {
    expect((await h.call('GET', `/api/itinerary/${trip}/calendar-subscription`)).body).toEqual({
      subscribed: false,
      since: null,
    });
    const issued = await h.call('POST', `/api/itinerary/${trip}/calendar-subscription`);
    expect(issued.status).toBe(201);
    expect(issued.body.httpsUrl).toMatch(
      /^http:\/\/localhost:\d+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect(issued.body.webcalUrl).toBe(issued.body.httpsUrl.replace(/^https?:/, 'webcal:'));
    const state = await h.call('GET', `/api/itinerary/${trip}/calendar-subscription`);
    expect(state.body).toEqual({ subscribed: true, since: issued.body.since });

    const first = await feed(issued.body.httpsUrl);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe((await download(trip)).body);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(new Date(lastModified).toISOString()).toBe('2031-01-07T09:00:00.000Z');
    const again = await feed(issued.body.httpsUrl, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await feed(issued.body.httpsUrl, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await feed(issued.body.httpsUrl, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('a canceled or removed item stays as CANCELLED with a higher SEQUENCE, and the ETag changes', async () => {
    const before = await download(trip);
    const chefBefore = parseFeed(before.body).events.find(
      (each) => each.uid === `service-${booked}@keyhaven`,
    );
    await move(booked, 'service', 'canceled', '2031-02-01T12:00:00Z', h.otherId);
    const removed = await h.call('DELETE', `/api/itinerary/${trip}/item/${requested}`, {
      body: { deleteReason: 'Changed plans' },
    });
    const after = await download(trip, h.guestToken, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const events = parseFeed(after.body).events;
    const chef = events.find((each) => each.uid === `service-${booked}@keyhaven`);
    expect(chef?.status).toBe('CANCELLED');
    expect(chef?.sequence).toBeGreaterThan(chefBefore?.sequence ?? Number.POSITIVE_INFINITY);
    expect(chef?.description).toContain('Status: Canceled');
    expect(chef?.description).toContain(`Confirmation: none, this is no longer booked (reference ${booked})`);
    if (removed.status === 204 || removed.status === 200) {
      const gone = events.find((each) => each.uid === `service-${requested}@keyhaven`);
      expect(gone).toMatchObject({ status: 'CANCELLED', sequence: 2 });
      expect(gone?.description).toContain('Status: Removed from your trip');
    } else {
      throw new Error(`removing the item answered ${removed.status}: ${JSON.stringify(removed.body)}`);
    }
  });

  it('renewing gives a new address and the old one 404s; revoking 404s the new one, revealing nothing', async () => {
    const first = await h.call('POST', `/api/itinerary/${trip}/calendar-subscription`);
    const renewed = await h.call('POST', `/api/itinerary/${trip}/calendar-subscription`);
    expect(renewed.body.httpsUrl).not.toBe(first.body.httpsUrl);
    const unknown = await feed(`http://x/api/calendar-feeds/${'A'.repeat(43)}.ics`);
    const old = await feed(first.body.httpsUrl);
    expect(old.statusCode).toBe(404);
    expect(old.body).toBe(unknown.body);
    expect((await feed(renewed.body.httpsUrl)).statusCode).toBe(200);

    expect((await h.call('DELETE', `/api/itinerary/${trip}/calendar-subscription`)).status).toBe(204);
    const revoked = await feed(renewed.body.httpsUrl);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toBe(unknown.body);
    expect((await feed('http://x/api/calendar-feeds/not-a-token')).body).toBe(unknown.body);
    expect((await h.call('GET', `/api/itinerary/${trip}/calendar-subscription`)).body).toEqual({
      subscribed: false,
      since: null,
    });
    const stored = await h.db.query<{ token_hash: string }>(
      'select token_hash from calendar_subscriptions where itinerary_id = $1',
      [trip],
    );
    const token = new URL(renewed.body.httpsUrl).pathname.split('/').pop()?.replace('.ics', '') as string;
    expect(stored.rows.length).toBeGreaterThanOrEqual(2);
    expect(stored.rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });

  it('renewals at once (a double click, two tabs) all succeed and leave one live address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => h.call('POST', `/api/itinerary/${trip}/calendar-subscription`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => answers[0]?.status));
    expect(answers[0]?.status).toBeLessThan(300);
    const live = await h.db.query<{ id: string }>(
      'select id from calendar_subscriptions where itinerary_id = $1 and revoked_at is null',
      [trip],
    );
    expect(live.rows).toHaveLength(1);
    const working = await Promise.all(answers.map((answer) => feed(answer.body.httpsUrl)));
    expect(working.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });
});

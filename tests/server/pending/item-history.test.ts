import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_REQUEST_PARAMS } from '../../../src/adapters/rest/wire/service-booking.wire.js';
import { testEngines } from '../support/test-database.js';
import { CHEF, openTripHarness, type TripHarness } from '../trips/trip-harness.js';

/** Each item's history (docs/product/pending.md#each-items-history), from the host's own record. */
describe.each(testEngines())('an item’s history on %s', (engine) => {
  let h: TripHarness;
  let trip: string;
  let chef: string;
  beforeAll(async () => {
    h = await openTripHarness(engine);
    trip = await h.newTrip();
    chef = await h.addChef(trip);
    // The guest asks for a price; the concierge (the harness's other account) quotes it.
    const asked = await h.call('POST', `/api/services/${CHEF.id}/request-price-next`, {
      body: {
        ...STATUS_REQUEST_PARAMS['request-price'],
        itemBookingContext: null,
        targetEntityIds: { itineraryId: trip, itemId: chef },
      },
    });
    expect(asked.status).toBe(200);
    const quoted = await h.call('POST', `/api/concierge/items/${chef}/quote`, {
      token: h.otherToken,
      body: {},
    });
    expect(quoted.status).toBe(200);
  });
  afterAll(() => h?.dispose());

  const history = (path: string, token?: string | null) =>
    h.call('GET', `/api/itinerary/${trip}/${path}/history`, token === undefined ? {} : { token });

  it('lists every status the item went through, when and by whom, oldest first', async () => {
    const answer = await history(`item/${chef}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ itemId: chef, kind: 'service' });
    const entries = answer.body.entries as {
      status: string;
      at: string;
      by: string;
      reason: string | null;
    }[];
    expect(entries.map(({ status, by }) => [status, by])).toEqual([
      ['draft', 'guest'],
      ['in_progress', 'guest'],
      ['quoted', 'concierge'],
    ]);
    expect(entries[1]?.reason).toBe('Guest requested a price');
    for (const entry of entries) expect(entry.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('lists moves written in one transaction in the order they were made, whatever their ids', async () => {
    const item = await h.addChef(trip);
    const move = (id: string, from: string, to: string, by: string, at: string) =>
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, actor_role, created_at)
       values ('${id}', $1, $2, 'service', '${from}', '${to}', '${by}', ${at})`;
    await h.db.query(move('hist-0', 'draft', 'in_progress', 'guest', "now() - interval '2 hours'"), [
      trip,
      item,
    ]);
    await h.db.query(move('hist-1', 'in_progress', 'quoted', 'concierge', "now() - interval '1 hour'"), [
      trip,
      item,
    ]);
    // A guest saving a quoted item with new dates voids the quote and saves it, in one
    // transaction: both moves carry its start time. Their ids sort the other way round.
    await h.db.transaction(async (tx) => {
      await tx.query(move('hist-3', 'quoted', 'in_progress', 'guest', 'now()'), [trip, item]);
      await tx.query(move('hist-2', 'in_progress', 'saved_for_later', 'guest', 'now()'), [trip, item]);
    });
    const tied = await h.db.query<{ n: number }>(
      `select count(distinct created_at)::int as n from item_status_events where id in ('hist-2', 'hist-3')`,
    );
    expect(tied.rows[0]?.n).toBe(1);
    const answer = await history(`item/${item}`);
    expect(answer.body.entries.map(({ status, by }: { status: string; by: string }) => [status, by])).toEqual(
      [
        ['draft', 'guest'],
        ['in_progress', 'guest'],
        ['quoted', 'concierge'],
        ['in_progress', 'guest'],
        ['saved_for_later', 'guest'],
      ],
    );
  });

  it('stores whose move it was, so a move without an account still says the concierge', async () => {
    const { rows } = await h.db.query<{ to_status: string; actor_role: string }>(
      'select to_status, actor_role from item_status_events where item_id = $1 order by created_at, seq',
      [chef],
    );
    expect(rows).toEqual([
      { to_status: 'in_progress', actor_role: 'guest' },
      { to_status: 'quoted', actor_role: 'concierge' },
    ]);
  });

  it('an item never moved shows the status it was added in', async () => {
    const fresh = await h.addChef(trip);
    const answer = await history(`item/${fresh}`);
    expect(answer.body.entries).toEqual([
      { status: 'draft', at: expect.any(String), by: 'guest', reason: null },
    ]);
  });

  it('is the owner’s only, and an item the trip does not hold is 404', async () => {
    expect((await history(`item/${chef}`, null)).status).toBe(401);
    expect((await history(`item/${chef}`, h.otherToken)).status).toBe(403);
    expect((await history('item/NoSuchItem')).status).toBe(404);
    // A service's id is not a home's.
    expect((await history(`listing-item/${chef}`)).status).toBe(404);
  });
});

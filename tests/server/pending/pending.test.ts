import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRespondBy } from '../../../server/pending/pending.store.js';
import { testEngines } from '../support/test-database.js';
import { MOUNTAINS, openTripHarness, type TripHarness } from '../trips/trip-harness.js';

/** What the concierge owes on a trip (docs/product/pending.md), from the host's own records. */
describe.each(testEngines())('pending requests on %s', (engine) => {
  let h: TripHarness;
  let trip: string;
  let priced: string;
  let reserved: string;

  const move = async (itemId: string, to: string, at: string) => {
    await h.db.query(
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, created_at)
       values ($1, $2, $3, 'service', 'info', $4, $5)`,
      [`ev-${itemId}-${to}`, trip, itemId, to, at],
    );
    await h.db.query('update itinerary_items set status = $2 where id = $1', [itemId, to]);
  };

  beforeAll(async () => {
    h = await openTripHarness(engine);
    trip = await h.newTrip();
    priced = await h.addChef(trip);
    reserved = await h.addChef(trip);
    await h.addChef(trip); // a draft: nothing owed
    await move(priced, 'in_progress', '2031-01-07T09:00:00Z');
    await move(reserved, 'approved', '2031-01-05T10:00:00Z');
  });
  afterAll(() => h?.dispose());

  it('lists each requested item since it was asked, with the stored rule and the concierge', async () => {
    const answer = await h.call('GET', `/api/itinerary/${trip}/pending`);
    expect(answer.status).toBe(200);
    const market = await h.db.query<{ product_lines: Record<string, unknown> }>(
      'select product_lines from markets where id = $1',
      [MOUNTAINS],
    );
    expect(answer.body).toEqual({
      respondByHours: { price: 24, confirmation: 48 },
      concierge: market.rows[0]?.product_lines.concierge,
      items: [
        {
          itemId: reserved,
          kind: 'service',
          name: 'Test chef',
          status: 'approved',
          since: '2031-01-05T10:00:00.000Z',
        },
        {
          itemId: priced,
          kind: 'service',
          name: 'Test chef',
          status: 'in_progress',
          since: '2031-01-07T09:00:00.000Z',
        },
      ],
    });
  });

  it('answers the rule the concierge stores', async () => {
    await saveRespondBy(h.db, 'price', 12);
    expect((await h.call('GET', `/api/itinerary/${trip}/pending`)).body.respondByHours).toEqual({
      price: 12,
      confirmation: 48,
    });
    await saveRespondBy(h.db, 'price', 24);
  });

  it('is the owner’s only', async () => {
    expect((await h.call('GET', `/api/itinerary/${trip}/pending`, { token: null })).status).toBe(401);
    expect((await h.call('GET', `/api/itinerary/${trip}/pending`, { token: h.otherToken })).status).toBe(403);
    expect((await h.call('GET', '/api/itinerary/NoSuchTrip/pending')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACTIVE_ITINERARY_ID } from '../../../server/demo/seed/generate-catalog-base.js';
import { pendingRequest } from '../../../src/core/itinerary/pending-request.rule.js';
import { testEngines } from '../support/test-database.js';
import { openTripHarness, type TripHarness } from '../trips/trip-harness.js';

/**
 * The demo trip shows each case of issue 32 item 3 (docs/product/pending.md): a price request on
 * time, a reservation whose confirmation is overdue, each item's history with both sides'
 * moves, and its home's street address.
 */
describe.each(testEngines())('the demo trip, pending honestly, on %s', (engine) => {
  let h: TripHarness;
  beforeAll(async () => {
    h = await openTripHarness(engine);
  });
  afterAll(() => h?.dispose());

  it('has a price request on time and a confirmation overdue, with the concierge to call', async () => {
    const answer = await h.call('GET', `/api/itinerary/${DEMO_ACTIVE_ITINERARY_ID}/pending`);
    expect(answer.status).toBe(200);
    const now = new Date();
    const cases = (answer.body.items as { status: 'in_progress' | 'approved'; since: string }[]).map(
      (item) => [
        item.status,
        pendingRequest(item.status, item.since, answer.body.respondByHours, now)?.overdue,
      ],
    );
    expect(cases.sort()).toEqual([
      ['approved', true],
      ['in_progress', false],
    ]);
    expect(answer.body.concierge).toMatchObject({ phone: expect.any(String), email: expect.any(String) });
  });

  it("reads each item's whole way, by the guest and the concierge, oldest first", async () => {
    const { rows } = await h.db.query<{ id: string }>(
      `select id from itinerary_items where itinerary_id = $1 and status = 'booked'`,
      [DEMO_ACTIVE_ITINERARY_ID],
    );
    const booked = rows[0]?.id;
    const answer = await h.call('GET', `/api/itinerary/${DEMO_ACTIVE_ITINERARY_ID}/item/${booked}/history`);
    expect(answer.status).toBe(200);
    const entries = answer.body.entries as { status: string; by: string; at: string }[];
    expect(entries.map((entry) => [entry.status, entry.by])).toEqual([
      ['draft', 'guest'],
      ['info', 'guest'],
      ['in_progress', 'guest'],
      ['quoted', 'concierge'],
      ['approved', 'guest'],
      ['booked', 'concierge'],
    ]);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("gives the trip's home a street address", async () => {
    const { rows } = await h.db.query<{ street_address: string | null }>(
      `select l.street_address from itineraries i join listings l on l.id = i.property_listing_id where i.id = $1`,
      [DEMO_ACTIVE_ITINERARY_ID],
    );
    expect(rows[0]?.street_address).toMatch(/^140 Powder Ridge Road, \S/);
  });
});

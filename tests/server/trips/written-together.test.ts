import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.js';
import { testEngines } from '../support/test-database.js';
import { CHEF, MOUNTAINS, openTripHarness, type TripHarness } from './trip-harness.js';

/**
 * Rows written in one transaction share their created_at (now() is the transaction's start,
 * on PostgreSQL and PGlite alike). What the guest reads of them comes back in the order they
 * were written (migration 063): each test writes its rows in one transaction, with ids that
 * sort the other way round, so an order that fell back on the ids would show them reversed.
 */
describe.each(testEngines())('rows written in one instant on %s', (engine) => {
  let h: TripHarness;
  beforeAll(async () => {
    h = await openTripHarness(engine);
  });
  afterAll(() => h?.dispose());

  const inOneTransaction = async (sql: string, rows: unknown[][]) => {
    await h.db.transaction(async (tx: Queryable) => {
      for (const params of rows) await tx.query(sql, params);
    });
  };

  it("lists a trip's services in the order they were added", async () => {
    const trip = await h.newTrip();
    await inOneTransaction(
      'insert into itinerary_items (id, itinerary_id, service_id) values ($1, $2, $3)',
      ['svc-item-c', 'svc-item-b', 'svc-item-a'].map((id) => [id, trip, CHEF.id]),
    );
    const listed = await h.call('GET', `/api/itinerary/${trip}/items`);
    expect(listed.body.map((item: { id: string }) => item.id)).toEqual([
      'svc-item-c',
      'svc-item-b',
      'svc-item-a',
    ]);
  });

  it("lists a trip's homes in the order they were added", async () => {
    const trip = await h.newTrip();
    const { rows } = await h.db.query<{ id: string }>(
      `select l.id from listings l join destinations d on d.id = l.destination_id
        where d.market_id = $1 order by l.id limit 1`,
      [MOUNTAINS],
    );
    await inOneTransaction(
      'insert into itinerary_listing_items (id, itinerary_id, listing_id) values ($1, $2, $3)',
      ['home-item-c', 'home-item-b', 'home-item-a'].map((id) => [id, trip, rows[0]?.id]),
    );
    const listed = await h.call('GET', `/api/itinerary/${trip}/listing-items`);
    expect(listed.body.map((item: { objectId: string }) => item.objectId)).toEqual([
      'home-item-c',
      'home-item-b',
      'home-item-a',
    ]);
  });

  it("lists a trip's documents in the order they were attached", async () => {
    const trip = await h.newTrip();
    await inOneTransaction(
      `insert into attachments (id, owner_type, owner_id, name, url)
       values ($1, 'itinerary', $2, $3, 'https://docs.example/trip.pdf')`,
      [
        ['doc-c', trip, 'Arrival.pdf'],
        ['doc-b', trip, 'Ski passes.pdf'],
        ['doc-a', trip, 'Departure.pdf'],
      ],
    );
    const listed = await h.call('GET', `/api/itinerary/${trip}/attachments`);
    expect(listed.body.map((doc: { name: string }) => doc.name)).toEqual([
      'Arrival.pdf',
      'Ski passes.pdf',
      'Departure.pdf',
    ]);
  });

  it('shares a discount among codes redeemed together in the order they were redeemed', async () => {
    const trip = await h.newTrip();
    const item = await h.addChef(trip);
    await h.db.query(
      `insert into promo_codes (id, code, kind, amount, item_type)
       values ('promo-welcome', 'WELCOME100', 'fixed', 10000, 'Services + Experiences'),
              ('promo-alps', 'ALPS80', 'fixed', 8000, 'Services + Experiences')`,
    );
    const hour = {
      pricingHeaderId: CHEF.pricing.header,
      pricingOptionId: CHEF.pricing.hourly.option,
      pricingConfigId: CHEF.pricing.hourly.config,
      quantity: 1,
    };
    expect(
      (await h.call('POST', `/api/itinerary/${trip}/item/${item}/pricing`, { body: { pricing: [hour] } }))
        .status,
    ).toBe(200);
    await h.call('PUT', `/api/itinerary/${trip}/item/${item}/fieldValues`, {
      body: {
        updates: [{ objectId: 'fld-guests', displayValue: '2', value: { content: 2, type: 'number' } }],
      },
    });
    await inOneTransaction(
      `insert into promo_redemptions (id, promo_code_id, user_id, item_id, item_kind, discount_cents)
       values ($1, $2, $3, $4, 'service', 0)`,
      [
        ['share-b', 'promo-welcome', h.guestId, item],
        ['share-a', 'promo-alps', h.guestId, item],
      ],
    );
    // The reserve re-prices the codes: one hour at $150, the first code takes its $100 and the
    // second what is left, $50.
    const reserved = await h.call('POST', `/api/services/${CHEF.id}/reserve-service`, {
      body: { targetEntityIds: { itineraryId: trip, itemId: item } },
    });
    expect(reserved.status).toBe(200);
    const [listed] = (await h.call('GET', `/api/itinerary/${trip}/items`)).body;
    expect(
      listed.promoCodes.map((code: { name: string; discount: number }) => [code.name, code.discount]),
    ).toEqual([
      ['WELCOME100', 100],
      ['ALPS80', 50],
    ]);
  });
});

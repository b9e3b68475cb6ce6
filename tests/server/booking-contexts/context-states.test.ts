import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextStates } from '../../../server/verification/context.states.js';
import { pactStays } from '../../../server/verification/pact-stays.js';
import { STATES, WORLD } from '../../../server/verification/state-names.js';
import { BookingContextList } from '../../../src/adapters/rest/wire/booking-context.wire.js';
import { PromoRedemptionResultList } from '../../../src/adapters/rest/wire/promo-redemption.wire.js';
import { type AuthHarness, GUEST, openAuthHarness } from '../support/auth-server.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';

/**
 * The provider states of the booking-context and promo interactions create what the pact's
 * requests then use, through the real routes, and put it back when run again.
 */
describe.each(testEngines())('context and promo provider states on %s', (engine) => {
  let harness: AuthHarness;
  let token: string;
  let states: ReturnType<typeof contextStates>;
  let app: FastifyInstance;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, signedIn = true) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: signedIn ? { 'x-session-token': token } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  // Each state with the params the pact sends it (contracts/support/examples.ts GIVEN).
  const service = { serviceId: WORLD.serviceId, marketId: WORLD.marketId };
  const PARAMS: Record<string, Record<string, unknown>> = {
    [STATES.serviceContext]: { ...service, contextId: 'bc-1', adults: 2 },
    [STATES.anonymousContext]: { ...service, contextId: 'bc-anon', adults: 2 },
    [STATES.itemContext]: {
      ...service,
      itineraryId: 'it-aspen',
      itemId: 'si-1',
      contextId: 'bc-1',
      adults: 2,
    },
    [STATES.activePromoCode]: { promoCodeId: 'promo-ski10', code: 'SKI10' },
    [STATES.expiredPromoCode]: { promoCodeId: 'promo-old5', code: 'OLD5' },
  };
  const run = async (state: string, params = PARAMS[state] ?? {}) => {
    const handler = states[state];
    if (!handler) throw new Error(`no handler for ${state}`);
    return handler(params);
  };
  const stays = pactStays(new Date());

  beforeAll(async () => {
    harness = await openAuthHarness(engine);
    token = await harness.login(GUEST);
    states = contextStates(harness.db, () => new Date());
    app = await harness.build();
  });
  afterAll(() => harness.dispose());

  it('handles exactly the states it is named for', () => {
    expect(Object.keys(states).sort()).toEqual(
      [
        STATES.serviceContext,
        STATES.anonymousContext,
        STATES.itemContext,
        STATES.activePromoCode,
        STATES.expiredPromoCode,
      ].sort(),
    );
  });

  it("makes the guest's context bc-1 for the service, again after a create replaced it", async () => {
    expect(await run(STATES.serviceContext)).toEqual({
      contextId: 'bc-1',
      serviceId: WORLD.serviceId,
      itemDay: stays.itemDay,
    });
    const created = await call('PUT', '/api/item-booking-context', {
      itemId: WORLD.serviceId,
      itemType: 'Service',
      bookingState: { adultCount: 2 },
      skipValidation: false,
    });
    expect(created.status).toBe(200);
    await run(STATES.serviceContext);
    const mine = decodeWith(BookingContextList, (await call('GET', '/api/my-booking-contexts')).body);
    // Only bc-1: the pact expects every context listed to look like it.
    expect(mine).toEqual([
      expect.objectContaining({
        objectId: 'bc-1',
        bookingState: { itemStartDate: stays.itemDay, adultCount: 2 },
      }),
    ]);
  });

  it('makes the anonymous context bc-anon, anonymous again after an attach', async () => {
    expect(await run(STATES.anonymousContext)).toEqual({
      anonymousContextId: 'bc-anon',
      serviceId: WORLD.serviceId,
      itemDay: stays.itemDay,
    });
    const attached = await call('POST', '/api/attach-booking-contexts', { contextIds: ['bc-anon'] });
    expect(attached.body).toEqual([expect.objectContaining({ objectId: 'bc-anon' })]);
    await run(STATES.anonymousContext);
    const byId = await call('POST', '/api/item-booking-contexts', { contextIds: ['bc-anon'] }, false);
    expect(byId.body).toEqual([expect.objectContaining({ objectId: 'bc-anon', itemId: WORLD.serviceId })]);
  });

  it("makes bc-1 the context of item si-1 on the guest's trip, creating the trip when missing", async () => {
    expect(await run(STATES.itemContext)).toMatchObject({
      contextId: 'bc-1',
      itemId: 'si-1',
      itineraryId: 'it-aspen',
      itemStart: stays.itemStart,
    });
    const { rows } = await harness.db.query<{ item_id: string; item_type: string }>(
      `select c.item_id, c.item_type from booking_contexts c
         join itinerary_items i on i.id = c.item_id join itineraries it on it.id = i.itinerary_id
        where c.id = 'bc-1' and it.id = 'it-aspen'`,
    );
    expect(rows).toEqual([{ item_id: 'si-1', item_type: 'ItineraryItem' }]);
    // Idempotent: a second run changes nothing and fails on nothing.
    await run(STATES.itemContext);
  });

  it('makes SKI10 redeemable by the demo guest, again after a redemption spent it', async () => {
    await run(STATES.itemContext);
    expect(await run(STATES.activePromoCode)).toEqual({ promoCodeId: 'promo-ski10' });
    const redeem = () =>
      call('POST', '/api/itinerary/it-aspen/items/si-1/redeemed-promos', { promoCodeIds: ['promo-ski10'] });
    const first = await redeem();
    expect(decodeWith(PromoRedemptionResultList, first.body)).toEqual([
      expect.objectContaining({ objectId: 'promo-ski10', name: 'SKI10', kind: 'percent', amount: 10 }),
    ]);
    expect((await redeem()).body).toEqual([{ errorMessage: expect.any(String) }]);
    await run(STATES.activePromoCode);
    expect((await redeem()).body).toEqual([expect.objectContaining({ objectId: 'promo-ski10' })]);
  });

  it('refuses a promo code whose id and code disagree, and a state without its params', async () => {
    await expect(run(STATES.activePromoCode, { promoCodeId: 'promo-ski10', code: 'OLD5' })).rejects.toThrow(
      'promo code promo-ski10 is SKI10, not OLD5',
    );
    await expect(run(STATES.serviceContext, {})).rejects.toThrow('the state needs the param "serviceId"');
  });

  it('makes OLD5 an expired code', async () => {
    expect(await run(STATES.expiredPromoCode)).toEqual({ promoCodeId: 'promo-old5' });
    const answer = await call('POST', '/api/promo-codes/validation', {
      subtotal: 900,
      promoCodeName: 'OLD5',
      appliedToType: 'Services + Experiences',
      appliedToID: 'si-1',
    });
    expect(answer.body).toEqual({ isError: true, errorMessage: 'This promo code has expired.' });
  });
});

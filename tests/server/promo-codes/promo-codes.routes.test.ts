import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertPromoCodes } from '../../../server/demo/seed/promo-codes.store.js';
import { PromoRedemptionResultList } from '../../../src/adapters/rest/wire/promo-redemption.wire.js';
import { PromoCode } from '../../../src/core/promo/promo-code.entity.js';
import { PromoValidationResult } from '../../../src/core/promo/promo-validation-result.entity.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import {
  type ContextsPromosHarness,
  MARKET_ID,
  openContextsPromosHarness,
} from '../booking-contexts/contexts-promos-harness.js';
import { addListingItem, addService, addServiceItem, addTrip } from '../booking-contexts/trip-fixtures.js';
import { addFixtureDestination, addHomes, fixtureHome } from '../support/catalog-fixtures.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';

const VALIDATE = '/api/promo-codes/validation';
const redeemUrl = (itineraryId: string, itemId: string) =>
  `/api/itinerary/${itineraryId}/items/${itemId}/redeemed-promos`;

describe.each(testEngines())('promo codes on %s', (engine) => {
  let h: ContextsPromosHarness;

  beforeAll(async () => {
    h = await openContextsPromosHarness(engine);
    await addService(h.db, { id: 'sv-promo', marketId: MARKET_ID });
    await addTrip(h.db, { id: 'it-promo', userId: h.guest.id, marketId: MARKET_ID });
    await addTrip(h.db, { id: 'it-promo-other', userId: h.other.id, marketId: MARKET_ID });
    // $900 a dinner + $50 a guest: 4 guests and a $100 credit make $1,000.
    const items = ['si-a', 'si-b', 'si-c', 'si-d', 'si-e', 'si-f'];
    for (const id of items)
      await addServiceItem(h.db, {
        id,
        itineraryId: 'it-promo',
        serviceId: 'sv-promo',
        quantity: 4,
        adjustments: [{ adjustmentAmount: -100 }],
      });
    await addServiceItem(h.db, {
      id: 'si-closed',
      itineraryId: 'it-promo',
      serviceId: 'sv-promo',
      status: 'canceled',
    });
    await addServiceItem(h.db, {
      id: 'si-removed',
      itineraryId: 'it-promo',
      serviceId: 'sv-promo',
      status: 'removed',
    });
    await addServiceItem(h.db, {
      id: 'si-theirs',
      itineraryId: 'it-promo-other',
      serviceId: 'sv-promo',
      quantity: 1,
    });
    const place = await addFixtureDestination(h.db, {
      slug: 'promo-bay',
      name: 'Promo Bay',
      latitude: 2,
      longitude: 2,
    });
    await addHomes(h.db, [
      fixtureHome('h-promo', place, h.anchor, { nightly_rate_cents: 20_000, weekend_uplift_percent: 0 }),
    ]);
    await addListingItem(h.db, {
      id: 'li-promo',
      itineraryId: 'it-promo',
      listingId: 'h-promo',
      checkIn: addDays(h.anchor, 40),
      checkOut: addDays(h.anchor, 43),
    });
    await upsertPromoCodes(h.db, [
      {
        id: 'promo-test-fix',
        code: 'BIGFIX',
        kind: 'fixed',
        amount: 500_000,
        item_type: 'Services + Experiences',
        min_subtotal_cents: null,
        expires_at: null,
        single_use_per_guest: false,
        combinable: true,
        active: true,
        description: '$5,000 off: more than any test item costs.',
      },
    ]);
  });
  afterAll(() => h.dispose());

  // null: nobody signed in.
  const validation = (change: object = {}, token: string | null = h.guest.token) =>
    h.call(
      'POST',
      VALIDATE,
      {
        userId: h.guest.id,
        subtotal: 900,
        promoCodeName: 'SKI10',
        otherAppliedCodes: [],
        appliedToType: 'Services + Experiences',
        appliedToID: 'si-x',
        stayStartDate: '2031-02-07',
        stayEndDate: '2031-02-14',
        ...change,
      },
      token ?? undefined,
    );
  const refusal = async (change: object, token?: string) => {
    const answer = await validation(change, token);
    expect(answer.status).toBe(200);
    const result = decodeWith(PromoValidationResult, answer.body);
    expect(result.isError).toBe(true);
    return result.errorMessage;
  };
  const redeem = (
    itemId: string,
    promoCodeIds: string[],
    token: string | null = h.guest.token,
    trip = 'it-promo',
  ) => h.call('POST', redeemUrl(trip, itemId), { promoCodeIds }, token ?? undefined);
  const discountOf = async (itemId: string, promoCodeId: string) =>
    (
      await h.db.query<{ discount_cents: number }>(
        'select discount_cents from promo_redemptions where item_id = $1 and promo_code_id = $2',
        [itemId, promoCodeId],
      )
    ).rows[0]?.discount_cents;

  describe('POST /api/promo-codes/validation', () => {
    it('accepts a working code, in any case, with its promo data', async () => {
      const answer = await validation({ promoCodeName: 'ski10' });
      expect(answer.status).toBe(200);
      expect(decodeWith(PromoValidationResult, answer.body)).toEqual(
        expect.objectContaining({ isError: false, errorMessage: null }),
      );
      expect(decodeWith(PromoCode, answer.body)).toMatchObject({
        objectId: 'promo-ski10',
        name: 'SKI10',
        kind: 'percent',
        amount: 10,
        itemType: 'Services + Experiences',
      });
      const fixed = await validation({ promoCodeName: 'STAY150', appliedToType: 'Homes' });
      expect(fixed.body).toMatchObject({ isError: false, kind: 'fixed', amount: 150, itemType: 'Homes' });
    });

    it('gives each refusal its own message', async () => {
      expect(await refusal({ promoCodeName: 'NOPE' })).toBe('This promo code does not exist.');
      expect(await refusal({ promoCodeName: 'SUMMER15', appliedToType: 'Homes' })).toBe(
        'This promo code is no longer active.',
      );
      expect(await refusal({ promoCodeName: 'OLD5' })).toBe('This promo code has expired.');
      expect(await refusal({ promoCodeName: 'HOMES20' })).toBe('This promo code applies only to Homes.');
      expect(await refusal({ promoCodeName: 'SKI10', appliedToType: 'Homes' })).toBe(
        'This promo code applies only to Services + Experiences.',
      );
      expect(await refusal({ promoCodeName: 'LUXE500', appliedToType: 'Homes', subtotal: 9_999.99 })).toBe(
        'This promo code needs a subtotal of at least $10,000.',
      );
      expect(
        (await validation({ promoCodeName: 'LUXE500', appliedToType: 'Homes', subtotal: 10_000 })).body
          .isError,
      ).toBe(false);
    });

    it('refuses to combine a code that stands alone, whichever side it is on', async () => {
      expect(await refusal({ promoCodeName: 'SOLO30', otherAppliedCodes: ['SKI10'] })).toBe(
        'This promo code cannot be combined with other promo codes.',
      );
      expect(await refusal({ promoCodeName: 'SKI10', otherAppliedCodes: ['solo30'] })).toBe(
        'This promo code cannot be combined with other promo codes.',
      );
      // Alone, or beside itself or a combinable code, it is fine.
      expect(
        (await validation({ promoCodeName: 'SOLO30', otherAppliedCodes: ['SOLO30'] })).body.isError,
      ).toBe(false);
      expect((await validation({ promoCodeName: 'SKI10', otherAppliedCodes: ['BIGFIX'] })).body.isError).toBe(
        false,
      );
    });

    it.each([
      [{ promoCodeName: undefined }, 'promoCodeName is required'],
      [{ promoCodeName: '' }, 'promoCodeName must NOT have fewer than 1 characters'],
      [{ appliedToType: 'Boats' }, 'appliedToType must be equal to one of the allowed values'],
      [{ subtotal: -1 }, 'subtotal must be >= 0'],
      [{ stayStartDate: 'soon' }, 'stayStartDate must match pattern'],
      [
        { stayStartDate: '2031-02-14', stayEndDate: '2031-02-07' },
        'stayEndDate must not be before stayStartDate',
      ],
    ])('refuses %j with 400 naming the field', async (change, message) => {
      const answer = await validation(change);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    });

    it('is limited per client (429)', async () => {
      const limited = await h.build({ authRateLimit: { max: 2, timeWindowMs: 60_000 } });
      const body = { subtotal: 1, promoCodeName: 'X', appliedToType: 'Homes' };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        statuses.push((await h.call('POST', VALIDATE, body, undefined, limited)).status);
      expect(statuses).toEqual([200, 200, 429]);
    });

    it('counts every code named as a guess, the codes beside it too, shared with redeeming (429)', async () => {
      // Ten checks a window, so twenty codes may be named in it.
      const limits = { authRateLimit: { max: 10, timeWindowMs: 60_000 } };
      const named = (others: string[]) => ({
        subtotal: 1,
        promoCodeName: 'SKI10',
        otherAppliedCodes: others,
        appliedToType: 'Services + Experiences',
      });
      const guesses = (count: number) => Array.from({ length: count }, (_, k) => `GUESS${k}`);
      const TOO_MANY = {
        status: 429,
        body: { message: 'Too many promo codes tried: please wait a minute and try again.' },
      };
      const checking = await h.build(limits);
      expect((await h.call('POST', VALIDATE, named(guesses(19)), undefined, checking)).status).toBe(200);
      // The second check is well within ten requests, but its two codes overflow the twenty.
      expect(await h.call('POST', VALIDATE, named(guesses(1)), undefined, checking)).toEqual(TOO_MANY);

      // Guesses count in the shared store, keyed by the allowance's size: nine checks (eighteen
      // codes) a window starts afresh rather than inheriting the count just refused.
      const mixed = await h.build({ authRateLimit: { max: 9, timeWindowMs: 60_000 } });
      expect((await h.call('POST', VALIDATE, named(guesses(9)), undefined, mixed)).status).toBe(200);
      const redeemed = await h.call(
        'POST',
        redeemUrl('it-promo', 'si-a'),
        { promoCodeIds: guesses(11) },
        h.guest.token,
        mixed,
      );
      expect(redeemed).toEqual(TOO_MANY);
    });
  });

  describe('POST /api/itinerary/{id}/items/{itemId}/redeemed-promos', () => {
    it('redeems a percent code on a service item, recording the discount off its subtotal', async () => {
      const answer = await redeem('si-a', ['promo-ski10']);
      expect(answer.status).toBe(200);
      expect(decodeWith(PromoRedemptionResultList, answer.body)).toEqual([
        expect.objectContaining({ objectId: 'promo-ski10', name: 'SKI10', kind: 'percent', amount: 10 }),
      ]);
      // 10% of ($900 + 4 × $50 − $100).
      expect(await discountOf('si-a', 'promo-ski10')).toBe(10_000);
    });

    it('spends a single-use code once per guest, and tells validation so', async () => {
      const again = await redeem('si-b', ['promo-ski10']);
      expect(again.body).toEqual([{ errorMessage: 'You have already used this promo code.' }]);
      expect(await discountOf('si-b', 'promo-ski10')).toBeUndefined();
      expect(await refusal({ promoCodeName: 'SKI10' })).toBe('You have already used this promo code.');
      // Nobody signed in: the body's userId proves nothing.
      expect((await validation({}, null)).body.isError).toBe(false);
    });

    it('caps a fixed code at the subtotal, and refuses it twice on one item', async () => {
      const answer = await redeem('si-c', ['promo-test-fix', 'promo-test-fix']);
      expect(answer.body).toEqual([
        expect.objectContaining({ objectId: 'promo-test-fix', kind: 'fixed', amount: 5000 }),
        { errorMessage: 'This promo code is already applied to this item.' },
      ]);
      expect(await discountOf('si-c', 'promo-test-fix')).toBe(100_000);
    });

    it('answers one result per code, in order, judging each beside those before it', async () => {
      const answer = await redeem('si-d', [
        'promo-test-fix',
        'promo-solo30',
        'promo-old5',
        'promo-homes20',
        'no-such',
      ]);
      expect(answer.body).toEqual([
        expect.objectContaining({ objectId: 'promo-test-fix' }),
        { errorMessage: 'This promo code cannot be combined with other promo codes.' },
        { errorMessage: 'This promo code has expired.' },
        { errorMessage: 'This promo code applies only to Homes.' },
        { errorMessage: 'This promo code does not exist.' },
      ]);
    });

    it('takes a home code off the stay of a listing item', async () => {
      const answer = await redeem('li-promo', ['promo-welcome5', 'promo-luxe500']);
      expect(answer.body).toEqual([
        expect.objectContaining({ objectId: 'promo-welcome5', itemType: 'Homes' }),
        { errorMessage: 'This promo code needs a subtotal of at least $10,000.' },
      ]);
      // 5% of three nights at $200.
      expect(await discountOf('li-promo', 'promo-welcome5')).toBe(3_000);
    });

    it('keeps the trip to its owner: 401, 403, 404', async () => {
      expect((await redeem('si-e', ['promo-stay150'], null)).status).toBe(401);
      expect((await redeem('si-theirs', ['promo-test-fix'], h.guest.token, 'it-promo-other')).status).toBe(
        403,
      );
      expect((await redeem('si-e', ['promo-test-fix'], h.guest.token, 'it-missing')).status).toBe(404);
      const missing = await redeem('si-none', ['promo-test-fix']);
      expect(missing).toMatchObject({
        status: 404,
        body: { message: 'The itinerary item could not be located on this itinerary' },
      });
      expect((await redeem('si-removed', ['promo-test-fix'])).status).toBe(404);
      // The other guest's item is not reachable through the guest's own trip either.
      expect((await redeem('si-theirs', ['promo-test-fix'])).status).toBe(404);
    });

    it('refuses a closed item (409) and a bad body (400)', async () => {
      expect((await redeem('si-closed', ['promo-test-fix'])).status).toBe(409);
      expect((await redeem('si-e', [])).status).toBe(400);
      const noBody = await h.call('POST', redeemUrl('it-promo', 'si-e'), {}, h.guest.token);
      expect(noBody).toMatchObject({ status: 400, body: { message: 'promoCodeIds is required' } });
    });
  });
});

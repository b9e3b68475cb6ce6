import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findHome } from '../../../server/catalog/home.store.js';
import { quoteStay } from '../../../server/catalog/stay-quote.js';
import { testEngines } from '../support/test-database.js';
import { CHEF, openTripHarness, type TripHarness } from '../trips/trip-harness.js';
import {
  addBookingHome,
  addBookingPlace,
  addHomeContext,
  addListingItem,
  addTrip,
  dayAfter,
} from './booking-harness.js';

/**
 * Issue 25's tampering suite: after the concierge's quote, every price-, date- and
 * count-bearing field of the booking routes is sent hostile values (0, negative, huge,
 * fractional, past, far future, quantities and parties changed after the quote). Whatever the
 * routes answer (never a 5xx), what a reserve charges (reserved_total_cents) must be the
 * host's own computation: the quote's total, the home's rates, the service's rates.
 * PGlite always; PostgreSQL too when DATABASE_URL is set.
 */

const TODAY = new Date().toISOString().slice(0, 10);
const HOSTILE_AMOUNTS = [0, -1, -4650, 0.001, 123.456, 9_999_999, 1e12, Number.MAX_SAFE_INTEGER] as const;
const HOSTILE_COUNTS = [-1, 1.5, 11, 101, 500, 5000, 2 ** 31, 2 ** 53] as const;
const HOSTILE_QUANTITIES = [0, 1, -1, 0.5, 9, 10_001, 1e9] as const;
const QUOTE = {
  totalBaseRate: 4650,
  pricingFees: [{ name: 'Cleaning', amount: 350 }],
  taxes: 380.5,
  securityDeposit: 1000,
};
const QUOTE_TOTAL_CENTS = 465_000 + 35_000 + 38_050 + 100_000;
/** CHEF by the hour: 10 hours at $150, a $450 credit, the 10% coordination fee on the $1,500. */
const SERVICE_TOTAL_CENTS = 150_000 - 45_000 + 15_000;

describe.each(testEngines())('tampering with prices, dates and counts after a quote, on %s', (engine) => {
  let h: TripHarness;
  let home: string;
  let marketId: string;
  let guest: { id: string; token: string };
  const day = (offset: number) => dayAfter(h.anchor, offset);

  beforeAll(async () => {
    h = await openTripHarness(engine);
    guest = { id: h.guestId, token: h.guestToken };
    const place = await addBookingPlace(h.db, 'tamper');
    marketId = place.marketId;
    home = await addBookingHome(h.db, place, h.anchor, 'tamper-home', {
      booking_setting: 'Request Price',
      max_guests: 8,
      pets_allowed: true,
      fees: [
        { name: 'Cleaning', amount_cents: 15_000, charged: 'stay' },
        { name: 'Pet fee', amount_cents: 5_000, charged: 'pets' },
      ],
    });
  }, 300_000);
  afterAll(() => h?.dispose());

  const concierge = (itemId: string, action: string, body: object) =>
    h.call('POST', `/api/concierge/items/${itemId}/${action}`, { token: h.otherToken, body });

  const reservedTotal = async (table: 'itinerary_items' | 'itinerary_listing_items', id: string) => {
    const { rows } = await h.db.query<{ reserved_total_cents: string | number | null; status: string }>(
      `select reserved_total_cents, status from ${table} where id = $1`,
      [id],
    );
    const row = rows[0];
    return {
      status: row?.status,
      total: row?.reserved_total_cents == null ? null : Number(row.reserved_total_cents),
    };
  };

  let stays = 0;
  /**
   * A home on a new trip, quoted by the concierge at QUOTE for three nights; each case has its
   * own nights (from 30 days out), so one case's reserve never takes another's.
   */
  const quotedHome = async () => {
    stays += 1;
    const [checkIn, checkOut] = [day(26 + 4 * stays), day(29 + 4 * stays)];
    const trip = await addTrip(h.db, guest, marketId, { arrival: checkIn, departure: checkOut });
    const item = await addListingItem(h.db, trip, home, { checkIn, checkOut, status: 'in_progress' });
    expect((await concierge(item, 'quote', { pricing: QUOTE })).status).toBe(200);
    const url = (suffix: string) => `/api/itinerary/${trip}/listing-item/${item}${suffix}`;
    const reserve = (body: object = {}) =>
      h.call('PUT', url('/new-status'), { body: { status: 'approved', ...body } });
    return { trip, item, url, reserve, checkIn, checkOut };
  };

  /** After the tampering: a reserve charges the quote's total, or is refused and charges nothing. */
  const expectQuoteHeld = async (item: string, reserve: () => Promise<{ status: number }>) => {
    const answer = await reserve();
    expect(answer.status).toBeLessThan(500);
    const after = await reservedTotal('itinerary_listing_items', item);
    if (answer.status === 200) expect(after).toEqual({ status: 'approved', total: QUOTE_TOTAL_CENTS });
    else expect(after.total).toBeNull();
  };

  const estimateFields = ['totalBaseRate', 'taxes', 'securityDeposit', 'pricingFees'] as const;
  const estimateCases = estimateFields.flatMap((field) =>
    HOSTILE_AMOUNTS.map((value) => [field, value] as const),
  );

  it.each(estimateCases)(
    'a guest estimate with %s = %s never changes what the reserve charges',
    async (field, value) => {
      const { item, url, reserve, checkIn, checkOut } = await quotedHome();
      const estimate = {
        ...QUOTE,
        ...(field === 'pricingFees'
          ? { pricingFees: [{ name: 'Cleaning', amount: value }] }
          : { [field]: value }),
      };
      const sent = await h.call('PUT', url('/pricing-estimate'), {
        body: { checkInDate: checkIn, checkOutDate: checkOut, estimatedPricing: estimate },
      });
      expect([200, 400]).toContain(sent.status);
      await expectQuoteHeld(item, reserve);
      // Once reserved, the estimate is refused outright.
      const again = await h.call('PUT', url('/pricing-estimate'), {
        body: {
          checkInDate: checkIn,
          checkOutDate: checkOut,
          estimatedPricing: { ...QUOTE, totalBaseRate: 0 },
        },
      });
      expect(again.status).toBe(409);
      expect((await reservedTotal('itinerary_listing_items', item)).total).toBe(QUOTE_TOTAL_CENTS);
    },
  );

  const dateCases: [string, string, string][] = [
    ['past', '2000-01-01', '2000-01-04'],
    ['yesterday', dayAfter(TODAY, -1), dayAfter(TODAY, 2)],
    ['far future', '2199-01-01', '2199-01-04'],
    ['a 400-night span', dayAfter(TODAY, 30), dayAfter(TODAY, 430)],
    ['other valid dates', dayAfter(TODAY, 31), dayAfter(TODAY, 34)],
  ];

  it.each(dateCases)(
    'stay dates changed after the quote (%s) void it or are refused',
    async (_name, checkIn, checkOut) => {
      const { item, url, reserve } = await quotedHome();
      const changed = await h.call('PUT', url('/dates'), {
        body: { checkInDate: checkIn, checkOutDate: checkOut },
      });
      expect([200, 400]).toContain(changed.status);
      if (changed.status === 200) {
        expect((await reservedTotal('itinerary_listing_items', item)).status).toBe('in_progress');
        expect((await reserve()).status).toBe(409);
        expect((await reservedTotal('itinerary_listing_items', item)).total).toBeNull();
      } else await expectQuoteHeld(item, reserve);
    },
  );

  const partyCases = [
    ...(['adultCount', 'childCount', 'infantCount', 'petCount'] as const).flatMap((kind) =>
      HOSTILE_COUNTS.map((value) => [kind, value] as const),
    ),
    ['adultCount', 3] as const,
  ];

  it.each(partyCases)(
    'a party with %s = %s after the quote is refused (400) or voids the quote',
    async (kind, value) => {
      const { item, url, reserve } = await quotedHome();
      const party = { adultCount: 2, childCount: 0, infantCount: 0, petCount: 0, [kind]: value };
      const changed = await h.call('PUT', url('/guests'), { body: party });
      expect([204, 400]).toContain(changed.status);
      if (changed.status === 204) {
        expect((await reserve()).status).toBe(409);
        expect((await reservedTotal('itinerary_listing_items', item)).total).toBeNull();
      } else await expectQuoteHeld(item, reserve);
    },
  );

  const contextCases: [string, Record<string, unknown>][] = [
    ['other dates', { itemStartDate: '__31', itemEndDate: '__34' }],
    ['more adults', { adultCount: 4 }],
    ...HOSTILE_COUNTS.map((value): [string, Record<string, unknown>] => [
      `infantCount ${value}`,
      { infantCount: value },
    ]),
    ...HOSTILE_COUNTS.map((value): [string, Record<string, unknown>] => [
      `petCount ${value}`,
      { petCount: value },
    ]),
  ];

  it.each(contextCases)(
    'a booking context with %s after the quote cannot bend the reserve',
    async (_name, state) => {
      const { item, reserve } = await quotedHome();
      const resolved = Object.fromEntries(
        Object.entries(state).map(([key, value]) => [
          key,
          typeof value === 'string' ? day(Number(value.slice(2))) : value,
        ]),
      );
      const context = await addHomeContext(h.db, guest, home, resolved);
      const answer = await reserve({ itemBookingContext: context });
      expect([400, 409]).toContain(answer.status);
      for (const path of ['reserve-listing', 'save-for-later-listing', 'request-price-next']) {
        const other = await h.call('POST', `/api/listings/${home}/${path}`, {
          body: { itemBookingContext: context, targetEntityIds: { itemId: item } },
        });
        expect(other.status, path).toBeLessThan(500);
      }
      // Whatever the context did, the reserve at the quote is what a reserve of the quote charges.
      const status = (await reservedTotal('itinerary_listing_items', item)).status;
      if (status === 'quoted') await expectQuoteHeld(item, reserve);
      else expect((await reservedTotal('itinerary_listing_items', item)).total).toBeNull();
    },
  );

  it('a home without a quote is charged its live price, pets priced per pet', async () => {
    const keyHome = await addBookingHome(
      h.db,
      await addBookingPlace(h.db, 'tamper-key'),
      h.anchor,
      'tamper-key-home',
      {
        booking_setting: 'KEY Instant Booking',
        pets_allowed: true,
        fees: [
          { name: 'Cleaning', amount_cents: 15_000, charged: 'stay' },
          { name: 'Pet fee', amount_cents: 5_000, charged: 'pets' },
        ],
      },
    );
    const trip = await addTrip(h.db, guest, marketId, { arrival: day(50), departure: day(53) });
    const item = await addListingItem(h.db, trip, keyHome, { checkIn: day(50), checkOut: day(53) });
    await h.call('PUT', `/api/itinerary/${trip}/listing-item/${item}/guests`, {
      body: { adultCount: 2, childCount: 0, infantCount: 0, petCount: 2 },
    });
    await h.call('PUT', `/api/itinerary/${trip}/listing-item/${item}/pricing-estimate`, {
      body: { checkInDate: day(50), checkOutDate: day(53), estimatedPricing: { ...QUOTE, totalBaseRate: 0 } },
    });
    const answer = await h.call('PUT', `/api/itinerary/${trip}/listing-item/${item}/new-status`, {
      body: { status: 'approved' },
    });
    expect(answer.status).toBe(200);
    const rates = await findHome(h.db, keyHome);
    if (!rates) throw new Error('no home');
    const priced = quoteStay(rates, { startDate: day(50), endDate: day(53), petCount: 2 });
    expect(priced.fees).toContainEqual({ name: 'Pet fee', amount: 10_000 });
    const expected =
      priced.totalBaseRate +
      priced.fees.reduce((sum, fee) => sum + fee.amount, 0) +
      priced.taxes +
      priced.securityDeposit;
    expect((await reservedTotal('itinerary_listing_items', item)).total).toBe(expected);
  });

  /** CHEF on a new trip, 10 hours, quoted with a $450 credit. */
  const quotedService = async () => {
    const itineraryId = await h.newTrip();
    const itemId = await h.addChef(itineraryId);
    const target = { itineraryId, itemId };
    const hours = (quantity: number) => ({
      pricingHeaderId: CHEF.pricing.header,
      pricingOptionId: CHEF.pricing.hourly.option,
      pricingConfigId: CHEF.pricing.hourly.config,
      quantity,
    });
    await h.call('PUT', `/api/itinerary/${itineraryId}/item/${itemId}/fieldValues`, {
      body: {
        updates: [{ objectId: 'fld-guests', displayValue: '10', value: { content: 10, type: 'number' } }],
      },
    });
    expect(
      (
        await h.call('POST', `/api/itinerary/${itineraryId}/item/${itemId}/pricing`, {
          body: { pricing: [hours(10)] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await h.call('POST', `/api/services/${CHEF.id}/request-price-next`, {
          body: { targetEntityIds: target },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await concierge(itemId, 'quote', {
          adjustments: [{ adjustmentAmount: -450, adjustmentReason: 'Credit' }],
        })
      ).status,
    ).toBe(200);
    const reserve = (body: object = {}) =>
      h.call('POST', `/api/services/${CHEF.id}/reserve-service`, {
        body: { targetEntityIds: target, ...body },
      });
    return { target, hours, reserve };
  };

  const expectServiceHeld = async (itemId: string, reserve: () => Promise<{ status: number }>) => {
    const answer = await reserve();
    expect(answer.status).toBeLessThan(500);
    const after = await reservedTotal('itinerary_items', itemId);
    if (answer.status === 200) expect(after).toEqual({ status: 'approved', total: SERVICE_TOTAL_CENTS });
    else expect(after.total).toBeNull();
  };

  it.each(HOSTILE_QUANTITIES)(
    'a service quantity of %s sent with the reserve after the quote cannot bend it',
    async (quantity) => {
      const { target, hours, reserve } = await quotedService();
      const answer = await reserve({ itineraryItemPricing: [hours(quantity)] });
      expect([400, 409]).toContain(answer.status);
      expect((await reservedTotal('itinerary_items', target.itemId)).total).toBeNull();
      await expectServiceHeld(target.itemId, reserve);
    },
  );

  it.each(HOSTILE_QUANTITIES)(
    'a service quantity of %s set after the quote voids it (back to a price request)',
    async (quantity) => {
      const { target, hours, reserve } = await quotedService();
      const set = await h.call('POST', `/api/itinerary/${target.itineraryId}/item/${target.itemId}/pricing`, {
        body: { pricing: [hours(quantity)] },
      });
      expect([200, 400]).toContain(set.status);
      if (set.status === 200) {
        expect(await h.statusOf(target.itemId)).toBe('in_progress');
        const { rows } = await h.db.query<{ adjustments: unknown }>(
          'select adjustments from itinerary_items where id = $1',
          [target.itemId],
        );
        expect(rows[0]?.adjustments).toEqual([]);
        expect((await reserve()).status).toBe(409);
      } else await expectServiceHeld(target.itemId, reserve);
    },
  );

  const serviceDateCases: [string, Record<string, unknown>][] = [
    ['yesterday', { itemStartDate: `${dayAfter(TODAY, -1)}T18:00:00.000Z` }],
    ['1900', { itemStartDate: '1900-01-01T18:00:00.000Z' }],
    ['2199', { itemStartDate: '2199-01-01T18:00:00.000Z' }],
    [
      'a 10,000-day span',
      {
        itemStartDate: '2031-03-12T18:00:00.000Z',
        itemEndDate: `${dayAfter('2031-03-12', 10_000)}T18:00:00.000Z`,
      },
    ],
    ['another day', { itemStartDate: '2031-03-13T18:00:00.000Z', itemEndDate: '2031-03-13T21:00:00.000Z' }],
  ];

  it.each(serviceDateCases)(
    'service dates changed with the reserve after the quote (%s) are refused',
    async (_name, dates) => {
      const { target, reserve } = await quotedService();
      const answer = await reserve(dates);
      expect([400, 409]).toContain(answer.status);
      await expectServiceHeld(target.itemId, reserve);
    },
  );

  it('an unchanged quoted service is charged the quote: rates, credit and fee, never a guest number', async () => {
    const { target, hours, reserve } = await quotedService();
    const answer = await reserve({ itineraryItemPricing: [{ ...hours(10), total: 0 }] });
    expect(answer.status).toBe(200);
    expect(await reservedTotal('itinerary_items', target.itemId)).toEqual({
      status: 'approved',
      total: SERVICE_TOTAL_CENTS,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../../../server/db/new-id.js';
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
 * Issue 25, findings 3 to 5, each as the guest did it: dates no rule allows, a promo frozen at
 * redemption, party counts beyond any limit. Each failed on main before the fix.
 */
describe.each(testEngines())('issue 25 findings on %s', (engine) => {
  let h: TripHarness;
  const LEAD_CHEF = 'svc-test-lead-chef';

  beforeAll(async () => {
    h = await openTripHarness(engine);
    // The chef again, with a 48-hour lead time and no required field.
    await h.db.query(
      `insert into services (id, market_id, service_key, name, description, site_section, date_field_type,
                             time_zone_name, fields, pricing_config, descriptors, images)
       select $1, market_id, service_key, 'Lead chef', description, site_section, date_field_type, time_zone_name,
              '[]'::jsonb, pricing_config, '{"bookingLeadTimeDuration": 2880, "coordinationFee": 10}'::jsonb, images
         from services where id = $2`,
      [LEAD_CHEF, CHEF.id],
    );
  }, 300_000);
  afterAll(() => h?.dispose());

  const hours = (quantity: number) => ({
    pricingHeaderId: CHEF.pricing.header,
    pricingOptionId: CHEF.pricing.hourly.option,
    pricingConfigId: CHEF.pricing.hourly.config,
    quantity,
  });

  const leadChefItem = async () => {
    const itineraryId = await h.newTrip();
    const added = await h.call('POST', `/api/itinerary/${itineraryId}/service/${LEAD_CHEF}`, { body: {} });
    expect(added.status).toBe(201);
    return { itineraryId, itemId: added.body.id as string };
  };

  const now = () => new Date(`${h.anchor}T12:00:00Z`);
  const hoursFromNow = (n: number) => new Date(now().getTime() + n * 3_600_000).toISOString();

  const dateCases: [string, () => Record<string, string>, string][] = [
    ['yesterday', () => ({ itemStartDate: hoursFromNow(-24) }), 'not in the past'],
    ['1900', () => ({ itemStartDate: '1900-01-01T18:00:00.000Z' }), 'not in the past'],
    ['two hours ahead of a 48-hour lead time', () => ({ itemStartDate: hoursFromNow(2) }), 'service dates'],
    ['2199', () => ({ itemStartDate: '2199-06-01T18:00:00.000Z' }), 'bookable window'],
    [
      'a 10,000-day span',
      () => ({
        itemStartDate: hoursFromNow(24 * 30),
        itemEndDate: `${dayAfter(h.anchor, 10_030)}T00:00:00.000Z`,
      }),
      'one day',
    ],
  ];

  it.each(dateCases)(
    'finding 3: reserve-service refuses %s with a 400 naming the rule',
    async (_name, dates, rule) => {
      const target = await leadChefItem();
      const answer = await h.call('POST', `/api/services/${LEAD_CHEF}/reserve-service`, {
        body: { targetEntityIds: target, ...dates() },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(`(${rule})`);
      expect(await h.statusOf(target.itemId)).toBe('draft');
    },
  );

  it('finding 3: the same rules hold when dates are set on the item, and a valid day passes', async () => {
    const target = await leadChefItem();
    const url = `/api/itinerary/${target.itineraryId}/item/${target.itemId}/dates`;
    expect(
      (await h.call('POST', url, { body: { startDate: '1900-01-01', endDate: '1900-01-01' } })).status,
    ).toBe(400);
    const far = dayAfter(h.anchor, 10_000);
    expect(
      (await h.call('POST', url, { body: { startDate: dayAfter(h.anchor, 5), endDate: far } })).status,
    ).toBe(400);
    const fine = dayAfter(h.anchor, 5);
    expect((await h.call('POST', url, { body: { startDate: fine, endDate: fine } })).status).toBe(200);
    const reserved = await h.call('POST', `/api/services/${LEAD_CHEF}/reserve-service`, {
      body: { targetEntityIds: target },
    });
    expect(reserved.status).toBe(200);
    // A day the service's calendar takes (blocked) is refused to a reserve, as the app refuses it.
    const blocked = dayAfter(h.anchor, 6);
    await h.db.query(
      `insert into service_blocked_times (id, service_id, starts_at, ends_at, reason)
       values ($1, $2, $3::timestamptz, $4::timestamptz, 'Chef away')`,
      [newObjectId(), LEAD_CHEF, `${blocked}T00:00:00Z`, `${dayAfter(blocked, 1)}T23:00:00Z`],
    );
    const other = await leadChefItem();
    const second = await h.call('POST', `/api/services/${LEAD_CHEF}/reserve-service`, {
      body: { targetEntityIds: other, itemStartDate: `${blocked}T18:00:00.000Z` },
    });
    expect(second.status).toBe(400);
    expect(second.body.message).toContain('not available');
  });

  it('finding 4: a promo is re-priced at reserve time from the item, and a reserved item takes no code', async () => {
    const codes = [`TEN${newObjectId(4)}`, `FIVE${newObjectId(4)}`];
    for (const [index, code] of codes.entries()) {
      await h.db.query(
        `insert into promo_codes (id, code, kind, amount, item_type, single_use_per_guest, combinable)
         values ($1, $2, 'percent', $3, 'Services + Experiences', false, true)`,
        [`promo-${code}`, code, index === 0 ? 10 : 5],
      );
    }
    const itineraryId = await h.newTrip();
    const itemId = await h.addChef(itineraryId);
    const target = { itineraryId, itemId };
    const pricing = (quantity: number) =>
      h.call('POST', `/api/itinerary/${itineraryId}/item/${itemId}/pricing`, {
        body: { pricing: [hours(quantity)] },
      });
    const redeem = (code: string) =>
      h.call('POST', `/api/itinerary/${itineraryId}/items/${itemId}/redeemed-promos`, {
        body: { promoCodeIds: [`promo-${code}`] },
      });
    expect((await pricing(10_000)).status).toBe(200);
    expect((await redeem(codes[0] as string)).status).toBe(200);
    expect((await pricing(1)).status).toBe(200);
    expect((await redeem(codes[1] as string)).status).toBe(200);
    await h.call('PUT', `/api/itinerary/${itineraryId}/item/${itemId}/fieldValues`, {
      body: {
        updates: [{ objectId: 'fld-guests', displayValue: '2', value: { content: 2, type: 'number' } }],
      },
    });
    const reserved = await h.call('POST', `/api/services/${CHEF.id}/reserve-service`, {
      body: { targetEntityIds: target },
    });
    expect(reserved.status).toBe(200);
    const { rows } = await h.db.query<{ discount_cents: number }>(
      'select discount_cents from promo_redemptions where item_id = $1 order by created_at, seq',
      [itemId],
    );
    // $150 for one hour: 10% is $15 and 5% is $7.50, not $150,000 frozen at 10,000 hours.
    expect(rows.map((row) => Number(row.discount_cents))).toEqual([1_500, 750]);
    const total = await h.db.query<{ reserved_total_cents: string | number }>(
      'select reserved_total_cents from itinerary_items where id = $1',
      [itemId],
    );
    // $150 - $22.50 + the 10% coordination fee on $150.
    expect(Number(total.rows[0]?.reserved_total_cents)).toBe(15_000 - 2_250 + 1_500);
    const late = await h.call('POST', `/api/itinerary/${itineraryId}/items/${itemId}/redeemed-promos`, {
      body: { promoCodeIds: [`promo-${codes[0]}`] },
    });
    expect(late.status).toBe(409);
  });

  describe('finding 5: party counts', () => {
    let home: string;
    let marketId: string;
    beforeAll(async () => {
      const place = await addBookingPlace(h.db, 'party');
      marketId = place.marketId;
      home = await addBookingHome(h.db, place, h.anchor, 'party-home', {
        booking_setting: 'KEY Instant Booking',
        pets_allowed: true,
      });
    });
    const guest = () => ({ id: h.guestId, token: h.guestToken });

    it.each([
      ['adultCount', 2 ** 31],
      ['childCount', 2 ** 31],
      ['infantCount', 5_000],
      ['petCount', 500],
    ])('a stored context with %s = %s is a 400 on every booking route, never a 500', async (kind, value) => {
      const context = await addHomeContext(h.db, guest(), home, {
        itemStartDate: dayAfter(h.anchor, 60),
        itemEndDate: dayAfter(h.anchor, 63),
        [kind]: value,
      });
      for (const path of ['reserve-listing', 'save-for-later-listing', 'request-price-next']) {
        const answer = await h.call('POST', `/api/listings/${home}/${path}`, {
          body: { itemBookingContext: context },
        });
        expect(answer.status, path).toBe(400);
        expect(answer.body.message, path).toContain(kind);
      }
      const trip = await addTrip(h.db, guest(), marketId);
      const item = await addListingItem(h.db, trip, home);
      const status = await h.call('PUT', `/api/itinerary/${trip}/listing-item/${item}/new-status`, {
        body: { status: 'approved', itemBookingContext: context },
      });
      expect(status.status).toBe(400);
    });

    it('a booking context, the guests route and instant pricing refuse counts beyond the one limit', async () => {
      const saved = await h.call('PUT', '/api/item-booking-context', {
        body: { itemId: home, itemType: 'Listing', bookingState: { adultCount: 2, infantCount: 5_000 } },
      });
      expect(saved.status).toBe(400);
      expect(saved.body.message).toContain('infantCount');
      const trip = await addTrip(h.db, guest(), marketId);
      const item = await addListingItem(h.db, trip, home);
      const guests = await h.call('PUT', `/api/itinerary/${trip}/listing-item/${item}/guests`, {
        body: { adultCount: 2, childCount: 0, infantCount: 0, petCount: 500 },
      });
      expect(guests.status).toBe(400);
      const priced = await h.call(
        'GET',
        `/api/listing/${home}/instant-pricing?startDate=${dayAfter(h.anchor, 70)}&endDate=${dayAfter(h.anchor, 73)}&petCount=500`,
      );
      expect(priced.status).toBe(400);
    });
  });
});

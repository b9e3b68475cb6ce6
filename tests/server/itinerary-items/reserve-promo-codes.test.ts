import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATES_UNAVAILABLE } from '../../../server/bookings/reserved-nights.js';
import { stayPriceParts } from '../../../server/bookings/reserved-total.js';
import { findHome } from '../../../server/catalog/home.store.js';
import { PROMO_REFUSED_CODE } from '../../../server/promo-codes/promo-redemption.workflow.js';
import { PROMO_REFUSALS } from '../../../server/promo-codes/promo-refusal.js';
import { ListingBookingResponse } from '../../../src/adapters/rest/wire/booking-response.wire.js';
import { DATES_UNAVAILABLE_CODE } from '../../../src/core/booking-terms/reserve-error.rule.js';
import { listingTotal } from '../../../src/core/pricing/listing-total.rule.js';
import { cents } from '../../../src/core/shared/money.js';
import {
  addCard,
  addGuest,
  addHomeContext,
  addHomesBySetting,
  buildBookingServer,
  dayAfter,
  type Guest,
  requestAs,
  reservedStays,
} from '../bookings/booking-harness.js';
import { decodeWith } from '../support/decode.js';
import { openSeededDatabase, type SeededDatabase } from '../support/seeded-database.js';
import { testEngines } from '../support/test-database.js';

// The demo's codes (server/demo/seed/demo-promo-codes.ts): $150 off a home; a withdrawn one.
const STAY150 = { objectId: 'promo-stay150', name: 'STAY150', kind: 'fixed', amount: 150, itemType: 'Homes' };
const SUMMER15 = {
  objectId: 'promo-summer15',
  name: 'SUMMER15',
  kind: 'percent',
  amount: 15,
  itemType: 'Homes',
};

/**
 * A reserve books what the panel showed, codes taken off (issue 28 item 3): the codes the
 * guest chose are in the booking context, made signed out or signed in, and the host redeems
 * them inside the reserve before it records what it charges.
 */
describe.each(testEngines())('a reserve redeems the codes of its booking context on %s', (engine) => {
  let seeded: SeededDatabase;
  let app: FastifyInstance;
  let keyHome: string;
  let streamlineHome: string;
  const day = (offset: number) => dayAfter(seeded.anchor, offset);
  const reserve = (listingId: string, who: Guest, context: string) =>
    requestAs(app, 'POST', `/api/listings/${listingId}/reserve-listing`, who, {
      updateCaseFeed: false,
      targetEntityIds: {},
      itemBookingContext: context,
    });
  const redemptionsOn = async (itemId: string) =>
    (
      await seeded.db.query<{ promo_code_id: string; discount_cents: number }>(
        'select promo_code_id, discount_cents from promo_redemptions where item_id = $1',
        [itemId],
      )
    ).rows;
  const reservedTotalOf = async (itemId: string) =>
    Number(
      (
        await seeded.db.query<{ reserved_total_cents: string | number }>(
          'select reserved_total_cents from itinerary_listing_items where id = $1',
          [itemId],
        )
      ).rows[0]?.reserved_total_cents,
    );

  beforeAll(async () => {
    seeded = await openSeededDatabase(engine);
    app = await buildBookingServer(seeded.db, seeded.anchor);
    ({ keyHome, streamlineHome } = await addHomesBySetting(seeded.db, seeded.anchor, 'promo-reserve'));
  });

  afterAll(async () => {
    await app?.close();
    await seeded?.dispose();
  });

  it('takes a code chosen signed out (an anonymous context) off the total the reserve records', async () => {
    const guest = await addGuest(seeded.db);
    // Made before sign-in: no owner yet, as the panel saves it for a signed-out guest.
    const context = await addHomeContext(seeded.db, null, keyHome, {
      itemStartDate: day(20),
      itemEndDate: day(25),
      promoCodes: [STAY150],
    });
    const { status, body } = await reserve(keyHome, guest, context);
    expect(status).toBe(200);
    const item = decodeWith(ListingBookingResponse, body).data.bookingResponse?.updatedItem;
    const itemId = item?.objectId as string;
    expect(await redemptionsOn(itemId)).toEqual([{ promo_code_id: 'promo-stay150', discount_cents: 15_000 }]);
    const home = (await findHome(seeded.db, keyHome)) ?? undefined;
    const parts = stayPriceParts(home, {
      id: itemId,
      check_in_date: day(20),
      check_out_date: day(25),
      pet_count: 0,
      concierge_quote: null,
    });
    if (!parts) throw new Error('the stay has a price');
    const undiscounted = listingTotal({ ...parts, adjustments: [], promos: [], coordination: cents(0) });
    expect(await reservedTotalOf(itemId)).toBe(undiscounted - 15_000);
    // The guest reads what was charged on the item.
    expect(body.data.bookingResponse.updatedItem.reservedTotal).toBe((undiscounted - 15_000) / 100);
  });

  it('a code that no longer applies refuses the reserve in its words, holding no nights and spending nothing', async () => {
    const guest = await addGuest(seeded.db);
    const context = await addHomeContext(seeded.db, guest, keyHome, {
      itemStartDate: day(40),
      itemEndDate: day(43),
      promoCodes: [STAY150, SUMMER15],
    });
    const { status, body } = await reserve(keyHome, guest, context);
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: PROMO_REFUSALS.inactive, code: PROMO_REFUSED_CODE });
    expect((await reservedStays(seeded.db, keyHome)).some((stay) => stay.start === day(40))).toBe(false);
    const { rows } = await seeded.db.query('select 1 from promo_redemptions where user_id = $1', [guest.id]);
    expect(rows).toEqual([]);
  });

  it('a single-use code the guest already spent refuses the next reserve that names it', async () => {
    const guest = await addGuest(seeded.db);
    const first = await addHomeContext(seeded.db, guest, keyHome, {
      itemStartDate: day(60),
      itemEndDate: day(62),
      promoCodes: [STAY150],
    });
    expect((await reserve(keyHome, guest, first)).status).toBe(200);
    const again = await addHomeContext(seeded.db, guest, keyHome, {
      itemStartDate: day(70),
      itemEndDate: day(72),
      promoCodes: [STAY150],
    });
    expect(await reserve(keyHome, guest, again)).toMatchObject({
      status: 409,
      body: { message: PROMO_REFUSALS.alreadyUsed },
    });
  });

  it('nights someone else took are the one refusal a guest without a card hears of (issue 28 item 4)', async () => {
    const first = await addGuest(seeded.db);
    await addCard(seeded.db, first);
    const stay = { itemStartDate: day(90), itemEndDate: day(93) };
    expect(
      (await reserve(streamlineHome, first, await addHomeContext(seeded.db, first, streamlineHome, stay)))
        .status,
    ).toBe(200);
    const late = await addGuest(seeded.db);
    const context = await addHomeContext(seeded.db, late, streamlineHome, stay);
    expect(await reserve(streamlineHome, late, context)).toMatchObject({
      status: 400,
      body: { message: DATES_UNAVAILABLE, code: DATES_UNAVAILABLE_CODE },
    });
  });
});

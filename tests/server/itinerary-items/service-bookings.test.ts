import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertPromoCodes } from '../../../server/demo/seed/promo-codes.store.js';
import {
  readBookingAnswer,
  ServiceBookingResponse,
} from '../../../src/adapters/rest/wire/booking-response.wire.js';
import { STATUS_REQUEST_PARAMS } from '../../../src/adapters/rest/wire/service-booking.wire.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import { CHEF, openTripHarness, type TripHarness } from '../trips/trip-harness.js';

const GUESTS_ANSWERED = {
  updates: [{ objectId: 'fld-guests', displayValue: '4', value: { content: 4, type: 'number' } }],
};

describe.each(testEngines())('service bookings on %s', (engine) => {
  let h: TripHarness;
  beforeAll(async () => {
    h = await openTripHarness(engine);
  });
  afterAll(() => h?.dispose());

  const book = (
    call: 'request-price-next' | 'reserve-service' | 'save-for-later-service',
    target: { itineraryId: string; itemId: string },
    extra: Record<string, unknown> = {},
    { token = h.guestToken, serviceId = CHEF.id }: { token?: string | null; serviceId?: string } = {},
  ) => {
    const params =
      call === 'request-price-next'
        ? STATUS_REQUEST_PARAMS['request-price']
        : call === 'reserve-service'
          ? STATUS_REQUEST_PARAMS.reserve
          : STATUS_REQUEST_PARAMS['save-for-later'];
    return h.call('POST', `/api/services/${serviceId}/${call}`, {
      token,
      body: { ...params, itemBookingContext: null, targetEntityIds: target, ...extra },
    });
  };

  const newItem = async () => {
    const itineraryId = await h.newTrip();
    return { itineraryId, itemId: await h.addChef(itineraryId) };
  };

  const caseFeedOf = async (itineraryId: string) =>
    (
      await h.db.query<{ message: string }>('select message from case_feed_entries where itinerary_id = $1', [
        itineraryId,
      ])
    ).rows;

  it('request price: draft -> in_progress, the updated item with its itinerary, history and a case-feed note', async () => {
    const target = await newItem();
    const response = await book('request-price-next', target);
    expect(response.status).toBe(200);
    const updated = readBookingAnswer(decodeWith(ServiceBookingResponse, response.body));
    expect(E.isRight(updated) && updated.right.item).toMatchObject({
      id: target.itemId,
      status: 'in_progress',
    });
    expect(E.isRight(updated) && updated.right.itinerary.objectId).toBe(target.itineraryId);
    expect(response.body.data.error).toBeNull();
    const { rows } = await h.db.query(
      'select from_status, to_status, reason from item_status_events where item_id = $1',
      [target.itemId],
    );
    expect(rows).toEqual([
      { from_status: 'draft', to_status: 'in_progress', reason: 'Guest requested a price' },
    ]);
    expect(await caseFeedOf(target.itineraryId)).toEqual([
      { message: 'Ava Guest asked for a price for Test chef on 2031-03-12 18:00 UTC.' },
    ]);
    // Asked once already: asking again is not a move from in_progress.
    expect(await book('request-price-next', target)).toEqual({
      status: 409,
      body: { message: 'This item is awaiting a price: you cannot request a price for it now.' },
    });
  });

  it('save for later: -> saved_for_later, with the price chosen, and no case-feed note unless asked', async () => {
    const target = await newItem();
    const pricing = [
      {
        pricingHeaderId: CHEF.pricing.header,
        pricingOptionId: CHEF.pricing.flat.option,
        pricingConfigId: CHEF.pricing.flat.config,
      },
    ];
    const response = await book('save-for-later-service', target, { itineraryItemPricing: pricing });
    expect(response.status).toBe(200);
    expect(response.body.data.bookingResponse.updatedItem).toMatchObject({
      status: 'saved_for_later',
      pricing: { itemTotal: 900, itemPrice: [expect.objectContaining({ total: 900 })] },
    });
    expect(await caseFeedOf(target.itineraryId)).toEqual([]);
  });

  it('reserve: needs a date and the required fields (400), then -> approved with a case-feed note', async () => {
    const created = await h.call('POST', '/api/itinerary', { body: { marketId: 'rocky-mountains' } });
    const itineraryId = created.body.objectId;
    const added = await h.call('POST', `/api/itinerary/${itineraryId}/service/${CHEF.id}`, { body: {} });
    const target = { itineraryId, itemId: added.body.id };
    expect(await book('reserve-service', target)).toEqual({
      status: 400,
      body: { message: 'Choose a date for this service before reserving it' },
    });
    const dates = { itemStartDate: '2031-03-14T18:00:00.000Z', itemEndDate: '2031-03-14T21:00:00.000Z' };
    expect(await book('reserve-service', target, dates)).toEqual({
      status: 400,
      body: { message: 'Fill in Number of guests before reserving this service' },
    });
    expect(await h.statusOf(target.itemId)).toBe('draft');
    await h.call('PUT', `/api/itinerary/${itineraryId}/item/${target.itemId}/fieldValues`, {
      body: GUESTS_ANSWERED,
    });
    const response = await book('reserve-service', target, dates);
    expect(response.status).toBe(200);
    expect(decodeWith(ServiceBookingResponse, response.body).data.bookingResponse?.updatedItem).toMatchObject(
      {
        status: 'approved',
        startDate: dates.itemStartDate,
        isDateSelected: true,
      },
    );
    expect(await caseFeedOf(itineraryId)).toEqual([
      { message: 'Ava Guest reserved Test chef on 2031-03-14 18:00 UTC.' },
    ]);
    expect(response.body.data.bookingResponse.updatedItinerary).toMatchObject({
      objectId: itineraryId,
      arrivalDate: { iso: '2031-03-14T00:00:00.000Z' },
    });
    expect(await book('reserve-service', target, dates)).toMatchObject({ status: 409 });
  });

  it('reserve: the codes chosen in the booking context come off the total it records (issue 28 item 3)', async () => {
    await upsertPromoCodes(h.db, [
      {
        id: 'promo-chef-25',
        code: 'CHEF25',
        kind: 'fixed',
        amount: 2_500,
        item_type: 'Services + Experiences',
        min_subtotal_cents: null,
        expires_at: null,
        single_use_per_guest: true,
        combinable: true,
        active: true,
        description: '$25 off a service.',
      },
    ]);
    const target = await newItem();
    await h.call('PUT', `/api/itinerary/${target.itineraryId}/item/${target.itemId}/fieldValues`, {
      body: GUESTS_ANSWERED,
    });
    const totalOf = async () =>
      Number(
        (
          await h.db.query<{ reserved_total_cents: string }>(
            'select reserved_total_cents from itinerary_items where id = $1',
            [target.itemId],
          )
        ).rows[0]?.reserved_total_cents,
      );
    await h.db.query(
      `insert into booking_contexts (id, user_id, item_id, item_type, booking_state)
       values ('bc-chef-promo', null, $1, 'Service', $2::jsonb)`,
      [CHEF.id, JSON.stringify({ promoCodes: [{ objectId: 'promo-chef-25', name: 'CHEF25' }] })],
    );
    const pricing = [
      {
        pricingHeaderId: CHEF.pricing.header,
        pricingOptionId: CHEF.pricing.flat.option,
        pricingConfigId: CHEF.pricing.flat.config,
      },
    ];
    const response = await book('reserve-service', target, {
      itemBookingContext: 'bc-chef-promo',
      itineraryItemPricing: pricing,
    });
    expect(response.status).toBe(200);
    const { rows } = await h.db.query(
      'select promo_code_id, discount_cents from promo_redemptions where item_id = $1',
      [target.itemId],
    );
    expect(rows).toEqual([{ promo_code_id: 'promo-chef-25', discount_cents: 2_500 }]);
    // The same item reserved without the code would have cost $25 more.
    const withCode = await totalOf();
    await h.db.query('delete from promo_redemptions where item_id = $1', [target.itemId]);
    const { serviceTotal } = await import('../../../server/bookings/reserved-total.js');
    const priced = await h.db.query(
      `select ii.id, ii.item_price, ii.adjustments, s.pricing_config, s.descriptors
         from itinerary_items ii join services s on s.id = ii.service_id where ii.id = $1`,
      [target.itemId],
    );
    expect(withCode).toBe((await serviceTotal(h.db, priced.rows[0] as never)) - 2_500);
  });

  it('reserve: a service that cannot be booked online is refused with 400', async () => {
    const target = await newItem();
    await h.call('PUT', `/api/itinerary/${target.itineraryId}/item/${target.itemId}/fieldValues`, {
      body: GUESTS_ANSWERED,
    });
    await h.db.query('update services set is_bookable = false where id = $1', [CHEF.id]);
    try {
      expect(await book('reserve-service', target)).toEqual({
        status: 400,
        body: { message: 'This service cannot be reserved here: send your concierge a message about it' },
      });
    } finally {
      await h.db.query('update services set is_bookable = true where id = $1', [CHEF.id]);
    }
    expect(await h.statusOf(target.itemId)).toBe('draft');
  });

  it('two reserves of one item at once: one goes through, the other finds it reserved (409)', async () => {
    const target = await newItem();
    await h.call('PUT', `/api/itinerary/${target.itineraryId}/item/${target.itemId}/fieldValues`, {
      body: GUESTS_ANSWERED,
    });
    const answers = await Promise.all([book('reserve-service', target), book('reserve-service', target)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { rows } = await h.db.query(
      'select to_status from item_status_events where item_id = $1 and to_status = $2',
      [target.itemId, 'approved'],
    );
    expect(rows).toHaveLength(1);
  });

  it('reserve: dates that end before they start are refused with 400 and the item is kept as it is', async () => {
    const target = await newItem();
    const response = await book('reserve-service', target, {
      itemStartDate: '2031-03-14T21:00:00.000Z',
      itemEndDate: '2031-03-14T18:00:00.000Z',
    });
    expect(response).toEqual({
      status: 400,
      body: { message: 'itemEndDate must not be before itemStartDate' },
    });
    expect(await h.statusOf(target.itemId)).toBe('draft');
  });

  it('refuses a card that is not the guest’s, an item of another service and a context nobody has (400)', async () => {
    const target = await newItem();
    expect(await book('request-price-next', target, { cardId: 'card-nobody' })).toEqual({
      status: 400,
      body: { message: 'cardId names no card of yours' },
    });
    expect(await book('request-price-next', target, {}, { serviceId: 'svc-test-yacht' })).toEqual({
      status: 400,
      body: { message: 'targetEntityIds.itemId is not an item of service svc-test-yacht' },
    });
    expect(await book('request-price-next', target, { itemBookingContext: 'bc-nobody' })).toEqual({
      status: 400,
      body: { message: 'itemBookingContext names no booking context of yours' },
    });
    const missing = await h.call('POST', `/api/services/${CHEF.id}/reserve-service`, { body: {} });
    expect(missing).toEqual({ status: 400, body: { message: 'targetEntityIds is required' } });
    expect(await h.statusOf(target.itemId)).toBe('draft');
  });

  it("answers 401 signed out, 403 for someone else's trip and 404 for an item not on the trip", async () => {
    const theirs = await h.newTrip(h.otherToken);
    const theirItem = await h.addChef(theirs, h.otherToken);
    const target = { itineraryId: theirs, itemId: theirItem };
    expect((await book('reserve-service', target, {}, { token: null })).status).toBe(401);
    expect((await book('reserve-service', target)).status).toBe(403);
    const mine = await newItem();
    expect(
      await book('save-for-later-service', { itineraryId: mine.itineraryId, itemId: theirItem }),
    ).toEqual({
      status: 404,
      body: { message: 'The itinerary item could not be located on this itinerary' },
    });
    expect(await h.statusOf(theirItem)).toBe('draft');
  });
});

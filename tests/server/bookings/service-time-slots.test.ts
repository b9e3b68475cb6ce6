import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOn } from '../../../src/core/service/service-when.rule.js';
import { testEngines } from '../support/test-database.js';
import { CHEF, openTripHarness, type TripHarness } from '../trips/trip-harness.js';

/**
 * Issue 25, dates: a timed service takes only a start that is one of its time slots, placed on
 * the day in the service's zone as the booking panel places it (service-when.rule.ts). A start
 * at no slot's time was taken on main when the slot was not sent with it.
 */
const ZONE = 'America/Denver';
const SLOT_CHEF = 'svc-test-slot-chef';

// The dinner slot, 18:00 to 21:00 in Denver (stored as instants on a winter day), and 'No preference'.
const TIME_SLOTS = [
  { start: '2031-01-15T01:00:00.000Z', end: '2031-01-15T04:00:00.000Z', isNoPreference: false },
  { start: '2031-01-15T00:00:00.000Z', end: '2031-01-16T00:00:00.000Z', isNoPreference: true },
];

describe.each(testEngines())('the time slots of a timed service on %s', (engine) => {
  let h: TripHarness;
  // A winter and a summer day of next year: 18:00 in Denver is 01:00 UTC, then 00:00 UTC.
  let winter: string;
  let summer: string;

  beforeAll(async () => {
    h = await openTripHarness(engine);
    const year = Number(h.anchor.slice(0, 4)) + 1;
    winter = `${year}-01-14`;
    summer = `${year}-07-14`;
    await h.db.query(
      `insert into services (id, market_id, service_key, name, description, site_section, date_field_type,
                             time_zone_name, fields, pricing_config, descriptors, images)
       select $1, market_id, service_key, 'Slot chef', description, site_section, 'Date + Time', $3,
              '[]'::jsonb, pricing_config, $4::jsonb, images
         from services where id = $2`,
      [SLOT_CHEF, CHEF.id, ZONE, JSON.stringify({ coordinationFee: 10, timeSlots: TIME_SLOTS })],
    );
  }, 300_000);
  afterAll(() => h?.dispose());

  const dinner = (day: string) => ({
    itemStartDate: instantOn(day, '18:00', ZONE),
    itemEndDate: instantOn(day, '21:00', ZONE),
  });
  const slotOn = (day: string) => ({
    start: instantOn(day, '18:00', ZONE),
    end: instantOn(day, '21:00', ZONE),
    isNoPreference: false,
  });

  const slotChefItem = async () => {
    const itineraryId = await h.newTrip();
    const added = await h.call('POST', `/api/itinerary/${itineraryId}/service/${SLOT_CHEF}`, { body: {} });
    expect(added.status).toBe(201);
    return { itineraryId, itemId: added.body.id as string };
  };

  const reserve = (target: { itineraryId: string; itemId: string }, body: object) =>
    h.call('POST', `/api/services/${SLOT_CHEF}/reserve-service`, {
      body: { targetEntityIds: target, ...body },
    });

  const expectTimeSlotRefusal = (answer: { status: number; body: { message?: string } }) => {
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('(time slots)');
  };

  it.each([
    ['18:00 UTC on a summer day (noon in Denver)', () => `${summer}T18:00:00.000Z`],
    ['18:00 UTC on a winter day (11:00 in Denver)', () => `${winter}T18:00:00.000Z`],
    ["the slot's winter UTC time on a summer day (19:00 in Denver)", () => `${summer}T01:00:00.000Z`],
    ['a minute after the slot starts', () => instantOn(winter, '18:01', ZONE)],
  ])('reserve-service refuses a start at no slot, sent alone: %s', async (_name, start) => {
    const target = await slotChefItem();
    expectTimeSlotRefusal(await reserve(target, { itemStartDate: start() }));
    expect(await h.statusOf(target.itemId)).toBe('draft');
  });

  it("reserve-service takes the slot's time on a winter and a summer day, with or without the slot sent", async () => {
    const first = await slotChefItem();
    expect((await reserve(first, dinner(winter))).status).toBe(200);
    expect(await h.statusOf(first.itemId)).toBe('approved');
    const second = await slotChefItem();
    const reserved = await reserve(second, { ...dinner(summer), itemTimeSlot: slotOn(summer) });
    expect(reserved.status).toBe(200);
    expect(await h.statusOf(second.itemId)).toBe('approved');
  });

  it('a slot sent with a start that is not its time is refused', async () => {
    const target = await slotChefItem();
    const answer = await reserve(target, {
      itemStartDate: instantOn(summer, '19:00', ZONE),
      itemTimeSlot: slotOn(summer),
    });
    expectTimeSlotRefusal(answer);
    expect(await h.statusOf(target.itemId)).toBe('draft');
  });

  it('adding the service and setting its dates refuse a start at no slot too', async () => {
    const itineraryId = await h.newTrip();
    const url = `/api/itinerary/${itineraryId}/service/${SLOT_CHEF}`;
    expectTimeSlotRefusal(await h.call('POST', url, { body: { itemStartDate: `${summer}T18:00:00.000Z` } }));
    const added = await h.call('POST', url, { body: { ...dinner(summer), itemTimeSlot: slotOn(summer) } });
    expect(added.status).toBe(201);
    const dates = `/api/itinerary/${itineraryId}/item/${added.body.id}/dates`;
    const moved = { startDate: `${winter}T18:00:00.000Z`, endDate: `${winter}T21:00:00.000Z` };
    expectTimeSlotRefusal(await h.call('POST', dates, { body: moved }));
    const onTime = { startDate: dinner(winter).itemStartDate, endDate: dinner(winter).itemEndDate };
    expect((await h.call('POST', dates, { body: onTime })).status).toBe(200);
  });

  it("'No preference' is the day's midnight in the service's zone", async () => {
    const itineraryId = await h.newTrip();
    const url = `/api/itinerary/${itineraryId}/service/${SLOT_CHEF}`;
    const midnight = instantOn(summer, '00:00', ZONE);
    const noPreference = { start: midnight, end: instantOn(`${summer.slice(0, 8)}15`, '00:00', ZONE) };
    const added = await h.call('POST', url, {
      body: { itemStartDate: midnight, itemTimeSlot: { ...noPreference, isNoPreference: true } },
    });
    expect(added.status).toBe(201);
    // Noon UTC is 06:00 in Denver: no slot's time.
    expectTimeSlotRefusal(await h.call('POST', url, { body: { itemStartDate: `${summer}T12:00:00.000Z` } }));
  });
});

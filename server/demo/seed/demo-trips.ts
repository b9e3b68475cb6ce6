import { addDays } from '../../../src/core/shared/index.js';
import type { Queryable } from '../../db/database.js';
import { findUserIdByEmail } from './accounts.store.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { type SummaryLine, seedDemoDocuments } from './demo-documents.js';
import { demoAnswers, firstPrice } from './demo-item-answers.js';
import {
  DEMO_ITEM_PLANS,
  DEMO_LAST_MOVE_HOURS_AGO,
  DEMO_TRIPS,
  type DemoItemPlan,
  demoMoves,
} from './demo-trips.data.js';
import {
  DEMO_ACTIVE_ITINERARY_ID,
  DEMO_LEAD_IDS,
  DEMO_PAST_ITINERARY_ID,
  marketId,
} from './generate-catalog-base.js';
import { demoObjectId } from './prng.js';
import {
  backdateItem,
  type DemoService,
  findBookableServices,
  insertServiceItem,
  insertServiceItemMove,
} from './trip-items.store.js';
import {
  findTripHomeName,
  giveHomeAnAddress,
  insertCaseFeedEntry,
  insertFolioEntry,
  insertSavedHomeItem,
  insertTrip,
} from './trips.store.js';

/** A slot's local wall time in the service's zone, as 'HH:MM'. */
export const wallTime = (instant: string, zone: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/**
 * When a demo item runs on its day: its service's first time slot (a reserve takes only a start
 * that is one of the service's slots: docs/host/pricing-integrity.md), else an evening.
 */
const demoHours = (service: DemoService): { start: string; end: string } => {
  const slots = (service.descriptors as { timeSlots?: unknown } | null)?.timeSlots;
  const first = Array.isArray(slots)
    ? (slots as { start?: unknown; end?: unknown; isNoPreference?: unknown }[]).find(
        (slot) => typeof slot.start === 'string' && typeof slot.end === 'string',
      )
    : undefined;
  if (!first) return { start: '18:00', end: '21:00' };
  if (first.isNoPreference === true) return { start: '00:00', end: '23:59' };
  return {
    start: wallTime(first.start as string, service.time_zone_name),
    end: wallTime(first.end as string, service.time_zone_name),
  };
};

const [GUEST, CONCIERGE] = DEMO_ACCOUNTS;

const insertItem = async (
  db: Queryable,
  ids: { itineraryId: string; guestId: string; conciergeId: string | null },
  service: DemoService,
  plan: DemoItemPlan,
  day: string,
): Promise<{ id: string; total: number }> => {
  const id = demoObjectId(`trip-item:${ids.itineraryId}:${plan.status}`);
  const price = plan.priced ? firstPrice(service.pricing_config) : [];
  await insertServiceItem(db, {
    id,
    itineraryId: ids.itineraryId,
    serviceId: service.id,
    status: plan.status,
    day,
    zone: service.time_zone_name,
    fieldValues: plan.filled ? await demoAnswers(db, service.fields) : {},
    itemPrice: price,
    deleteReason: plan.status === 'removed' ? plan.reason : null,
    notes: plan.notes ?? null,
    startTime: demoHours(service).start,
    endTime: demoHours(service).end,
  });
  const moves = demoMoves(plan);
  const hoursAgo = (index: number) =>
    (DEMO_LAST_MOVE_HOURS_AGO[plan.status] ?? 24) + (moves.length - 1 - index) * 20;
  // The item arrived on the trip before its first move (docs/product/pending.md#each-items-history).
  await backdateItem(db, id, hoursAgo(0) + 2);
  for (const [index, move] of moves.entries())
    await insertServiceItemMove(db, {
      id: demoObjectId(index === moves.length - 1 ? `trip-event:${id}` : `trip-event:${id}:${index}`),
      itineraryId: ids.itineraryId,
      itemId: id,
      from: move.from,
      to: move.to,
      reason: move.reason,
      actorUserId: move.by === 'concierge' ? ids.conciergeId : ids.guestId,
      actorRole: move.by,
      hoursAgo: hoursAgo(index),
    });
  return { id, total: price.reduce((sum, entry) => sum + (entry.total ?? 0), 0) };
};

/**
 * The home the active trip is built around, as an item of the trip saved for later for the
 * trip's days and two adults (docs/product/flows.md#finishing-from-the-trip): its row shows
 * its status, price and link, and the steps to finish it from the trip.
 */
const insertTripHomeItem = async (db: Queryable, ids: { itineraryId: string; guestId: string }) => {
  const id = demoObjectId(`trip-home-item:${ids.itineraryId}`);
  await insertSavedHomeItem(db, { id, eventId: demoObjectId(`trip-event:${id}`), ...ids });
};

/** Lines of the trip's bill: [key, description, amount in dollars, day]. */
const insertFolio = async (db: Queryable, itineraryId: string, lines: [string, string, number, string][]) => {
  for (const [key, description, amount, day] of lines)
    await insertFolioEntry(db, {
      id: demoObjectId(`folio:${itineraryId}:${key}`),
      itineraryId,
      description,
      amountCents: Math.round(amount * 100),
      day,
    });
};

/**
 * Seeds the demo guest's trips inside the catalog's seeding transaction (after markets, homes,
 * services and promo codes): the active trip the demo lead points at, built around a home of
 * its market, with a service item in every status, its history, bill, a case-feed note and its
 * documents (demo-documents.ts); and the lead's past trip with one booked dinner, paid. Services are picked
 * with SQL, so a market without services gets a trip without items. Nothing happens without
 * the demo guest account.
 */
export const seedDemoTrips = async (db: Queryable, { anchor }: { anchor: string }): Promise<void> => {
  const guestId = await findUserIdByEmail(db, GUEST.email);
  if (!guestId) return;
  const conciergeId = await findUserIdByEmail(db, CONCIERGE.email);

  const active = DEMO_TRIPS.active;
  const arrival = addDays(anchor, active.from);
  const seeded = await insertTrip(db, {
    id: DEMO_ACTIVE_ITINERARY_ID,
    userId: guestId,
    marketId: marketId(active.market),
    name: active.name,
    arrival,
    departure: addDays(anchor, active.to),
    leadId: DEMO_LEAD_IDS.activeTrip,
  });
  if (seeded) {
    // Made-up, plainly demo addresses.
    await giveHomeAnAddress(db, DEMO_ACTIVE_ITINERARY_ID, '140 Powder Ridge Road');
    const services = await findBookableServices(db, marketId(active.market));
    const ids = { itineraryId: DEMO_ACTIVE_ITINERARY_ID, guestId, conciergeId };
    const summary: SummaryLine[] = [];
    let bookedItem: { id: string; name: string; day: string } | null = null;
    for (const [index, plan] of DEMO_ITEM_PLANS.entries()) {
      const service = services[index % Math.max(services.length, 1)];
      if (!service) break;
      const day = addDays(arrival, plan.day);
      const item = await insertItem(db, ids, service, plan, day);
      if (plan.status !== 'removed') summary.push({ name: service.name, status: plan.status, day });
      if (plan.status === 'booked') bookedItem = { id: item.id, name: service.name, day };
      if (plan.status === 'booked' && item.total > 0)
        await insertFolio(db, DEMO_ACTIVE_ITINERARY_ID, [
          ['booked', service.name, item.total, addDays(anchor, -2)],
          ['deposit', 'Payment, card ending 4242', -item.total / 2, addDays(anchor, -1)],
        ]);
      if (plan.status === 'in_progress')
        await insertCaseFeedEntry(db, {
          id: demoObjectId(`case-feed:${item.id}`),
          itineraryId: DEMO_ACTIVE_ITINERARY_ID,
          authorUserId: guestId,
          message: `${GUEST.firstName} ${GUEST.lastName} asked for a price for ${service.name}.`,
        });
    }
    await insertTripHomeItem(db, { itineraryId: DEMO_ACTIVE_ITINERARY_ID, guestId });
    await seedDemoDocuments(
      db,
      {
        id: DEMO_ACTIVE_ITINERARY_ID,
        name: active.name,
        arrival,
        departure: addDays(anchor, active.to),
        homeName: await findTripHomeName(db, DEMO_ACTIVE_ITINERARY_ID),
      },
      summary,
      bookedItem,
    );
  }

  const past = DEMO_TRIPS.past;
  const pastArrival = addDays(anchor, past.from);
  const pastSeeded = await insertTrip(db, {
    id: DEMO_PAST_ITINERARY_ID,
    userId: guestId,
    marketId: marketId(past.market),
    name: past.name,
    arrival: pastArrival,
    departure: addDays(anchor, past.to),
    leadId: DEMO_LEAD_IDS.pastTrip,
  });
  if (pastSeeded) await giveHomeAnAddress(db, DEMO_PAST_ITINERARY_ID, '22 Dune Walk');
  const [dinner] = pastSeeded ? await findBookableServices(db, marketId(past.market)) : [];
  const booked = DEMO_ITEM_PLANS.find((plan) => plan.status === 'booked');
  if (dinner && booked) {
    const day = addDays(pastArrival, 2);
    const item = await insertItem(
      db,
      { itineraryId: DEMO_PAST_ITINERARY_ID, guestId, conciergeId },
      dinner,
      booked,
      day,
    );
    if (item.total > 0)
      await insertFolio(db, DEMO_PAST_ITINERARY_ID, [
        ['booked', dinner.name, item.total, addDays(pastArrival, -10)],
        ['paid', 'Payment, card ending 4242', -item.total, day],
      ]);
  }
};

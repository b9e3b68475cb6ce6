import { pricingOptionsOf } from '../../../src/core/pricing/price-entry-mapping.rule.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import type { Queryable } from '../../db/database.js';
import type { ServiceRow } from '../../db/rows/services.js';
import type { GroceryItemRow, StoredPriceEntry } from '../../db/rows/trips.js';
import type { UserRow } from '../../db/rows/users-sessions.js';
import {
  serviceFieldsOf,
  servicePricingConfigOf,
} from '../../itinerary-items/service-items/service-descriptors-json.js';
import {
  type PriceEntryInput,
  priceEntries,
} from '../../itinerary-items/service-items/service-price-entries.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { type SummaryLine, seedDemoDocuments } from './demo-documents.js';
import {
  DEMO_ANSWERS,
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

/** A service the demo trips book. */
type DemoService = Pick<
  ServiceRow,
  'id' | 'name' | 'fields' | 'pricing_config' | 'time_zone_name' | 'descriptors'
>;

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

const userIdOf = async (db: Queryable, email: string): Promise<string | null> => {
  const { rows } = await db.query<Pick<UserRow, 'id'>>(
    'select id from users where lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id ?? null;
};

/** The first price the service offers, for the quantity a party of four would take. */
const firstPrice = (pricingConfig: unknown): StoredPriceEntry[] => {
  const header = servicePricingConfigOf(pricingConfig)?.configuration[0];
  const option = header ? pricingOptionsOf(header)[0] : undefined;
  const config = option?.configs[0];
  if (!header || !option || !config) return [];
  const entry: PriceEntryInput = {
    pricingHeaderId: header.objectId,
    pricingOptionId: option.objectId,
    pricingConfigId: config.objectId,
    quantity: config.rate != null || header.rate != null ? 4 : 1,
  };
  return priceEntries(pricingConfig, [entry]);
};

/** Answers to every field the demo knows how to answer; a grocery list gets three staples. */
const answers = async (db: Queryable, fields: unknown) => {
  const { rows: groceries } = await db.query<Pick<GroceryItemRow, 'id' | 'name'>>(
    'select id, name from grocery_items order by sort_order, name limit 3',
  );
  const values: Record<string, unknown> = {};
  for (const field of serviceFieldsOf(fields)) {
    const answer = DEMO_ANSWERS[field.type];
    if (answer)
      values[field.id] = {
        displayValue: answer.displayValue,
        value: { content: answer.content, type: field.type },
      };
    else if (field.type === 'groceryList' && groceries.length > 0)
      values[field.id] = {
        displayValue: groceries.map((item) => item.name).join(', '),
        value: { content: groceries.map((item) => item.id), type: field.type },
      };
  }
  return values;
};

const insertTrip = async (
  db: Queryable,
  trip: {
    id: string;
    userId: string;
    market: string;
    name: string;
    arrival: string;
    departure: string;
    leadId: string;
  },
): Promise<boolean> => {
  const { rows } = await db.query(
    `insert into itineraries (id, user_id, market_id, name, property_listing_id, arrival_date, departure_date,
                              product_line, lead_id)
     select $1, $2, m.id, $4,
            (select l.id from listings l join destinations d on d.id = l.destination_id
              where d.market_id = m.id and l.active order by l.score desc, l.id limit 1),
            $5::date, $6::date, m.default_product_line, $7
       from markets m where m.id = $3
     on conflict (id) do nothing
     returning id`,
    [trip.id, trip.userId, marketId(trip.market), trip.name, trip.arrival, trip.departure, trip.leadId],
  );
  return rows.length > 0;
};

const insertItem = async (
  db: Queryable,
  ids: { itineraryId: string; guestId: string; conciergeId: string | null },
  service: DemoService,
  plan: DemoItemPlan,
  day: string,
): Promise<{ id: string; total: number }> => {
  const id = demoObjectId(`trip-item:${ids.itineraryId}:${plan.status}`);
  const price = plan.priced ? firstPrice(service.pricing_config) : [];
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, start_at, end_at, is_date_selected,
                                  field_values, item_price, delete_reason, recommendation_type, notes_from_concierge)
     values ($1, $2, $3, $4, ($5::date + $11::time) at time zone $6, ($5::date + $12::time) at time zone $6,
             true, $7::jsonb, $8::jsonb, $9, 'concierge', $10)
     on conflict (id) do nothing`,
    [
      id,
      ids.itineraryId,
      service.id,
      plan.status,
      day,
      service.time_zone_name,
      JSON.stringify(plan.filled ? await answers(db, service.fields) : {}),
      JSON.stringify(price),
      plan.status === 'removed' ? plan.reason : null,
      plan.notes ?? null,
      demoHours(service).start,
      demoHours(service).end,
    ],
  );
  const moves = demoMoves(plan);
  const hoursAgo = (index: number) =>
    (DEMO_LAST_MOVE_HOURS_AGO[plan.status] ?? 24) + (moves.length - 1 - index) * 20;
  // The item arrived on the trip before its first move (docs/product/pending.md#each-items-history).
  await db.query(`update itinerary_items set created_at = now() - make_interval(hours => $2) where id = $1`, [
    id,
    hoursAgo(0) + 2,
  ]);
  for (const [index, move] of moves.entries())
    await db.query(
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, reason,
                                       actor_user_id, actor_role, created_at)
       values ($1, $2, $3, 'service', $4, $5, $6, $7, $8, now() - make_interval(hours => $9))
       on conflict (id) do nothing`,
      [
        demoObjectId(index === moves.length - 1 ? `trip-event:${id}` : `trip-event:${id}:${index}`),
        ids.itineraryId,
        id,
        move.from,
        move.to,
        move.reason,
        move.by === 'concierge' ? ids.conciergeId : ids.guestId,
        move.by,
        hoursAgo(index),
      ],
    );
  return { id, total: price.reduce((sum, entry) => sum + (entry.total ?? 0), 0) };
};

/**
 * The demo trip's home gets a street address when its owner has given none, so the trip's
 * items show where they are (and the calendar's LOCATION names a street): services happen at
 * the home unless they name a meeting place. Made-up, plainly demo addresses.
 */
const giveHomeAnAddress = async (db: Queryable, itineraryId: string, street: string): Promise<void> => {
  await db.query(
    `update listings l set street_address = $2 || ', ' || d.name
       from itineraries i, destinations d
      where i.id = $1 and l.id = i.property_listing_id and d.id = l.destination_id and l.street_address is null`,
    [itineraryId, street],
  );
};

const servicesIn = async (db: Queryable, market: string): Promise<DemoService[]> => {
  const { rows } = await db.query<DemoService>(
    `select id, name, fields, pricing_config, time_zone_name, descriptors from services
      where market_id = $1 and active and is_bookable and listing_redirect_id is null
      order by score desc, id`,
    [marketId(market)],
  );
  return rows;
};

const insertFolio = async (db: Queryable, itineraryId: string, lines: [string, string, number, string][]) => {
  for (const [key, description, amount, day] of lines)
    await db.query(
      `insert into folio_entries (id, itinerary_id, description, amount_cents, posted_at)
       values ($1, $2, $3, $4, ($5::date + time '12:00') at time zone 'UTC') on conflict (id) do nothing`,
      [demoObjectId(`folio:${itineraryId}:${key}`), itineraryId, description, Math.round(amount * 100), day],
    );
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
  const guestId = await userIdOf(db, GUEST.email);
  if (!guestId) return;
  const conciergeId = await userIdOf(db, CONCIERGE.email);

  const active = DEMO_TRIPS.active;
  const arrival = addDays(anchor, active.from);
  const seeded = await insertTrip(db, {
    id: DEMO_ACTIVE_ITINERARY_ID,
    userId: guestId,
    market: active.market,
    name: active.name,
    arrival,
    departure: addDays(anchor, active.to),
    leadId: DEMO_LEAD_IDS.activeTrip,
  });
  if (seeded) {
    await giveHomeAnAddress(db, DEMO_ACTIVE_ITINERARY_ID, '140 Powder Ridge Road');
    const services = await servicesIn(db, active.market);
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
        await db.query(
          `insert into case_feed_entries (id, itinerary_id, author_user_id, message)
           values ($1, $2, $3, $4) on conflict (id) do nothing`,
          [
            demoObjectId(`case-feed:${item.id}`),
            DEMO_ACTIVE_ITINERARY_ID,
            guestId,
            `${GUEST.firstName} ${GUEST.lastName} asked for a price for ${service.name}.`,
          ],
        );
    }
    const { rows: homes } = await db.query<{ name: string }>(
      'select l.name from itineraries i join listings l on l.id = i.property_listing_id where i.id = $1',
      [DEMO_ACTIVE_ITINERARY_ID],
    );
    await seedDemoDocuments(
      db,
      {
        id: DEMO_ACTIVE_ITINERARY_ID,
        name: active.name,
        arrival,
        departure: addDays(anchor, active.to),
        homeName: homes[0]?.name ?? null,
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
    market: past.market,
    name: past.name,
    arrival: pastArrival,
    departure: addDays(anchor, past.to),
    leadId: DEMO_LEAD_IDS.pastTrip,
  });
  if (pastSeeded) await giveHomeAnAddress(db, DEMO_PAST_ITINERARY_ID, '22 Dune Walk');
  const [dinner] = pastSeeded ? await servicesIn(db, past.market) : [];
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

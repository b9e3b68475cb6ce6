import type { Database, Queryable } from '../db/database.js';
import { ensurePactLead, ensurePactMarket, PACT_LEAD_ID } from './market-fixtures.js';
import { ensureStranger, seededUserId } from './pact-guests.js';
import { pactStays } from './pact-stays.js';
import { ensureMarket, ensureService, PACT_PRICING, PACT_SERVICE_FIELD_ID } from './service-fixtures.js';
import type { StateHandler } from './state-handler.js';
import { DEMO_GUEST, STATES } from './state-names.js';

/**
 * Provider states of the trips interactions, each creating its data through the host's
 * tables. The pact's readable ids are used as they are (it-demo, si-1, ...) and handed back
 * for the `${name}` expressions. All states share one database during a run and the
 * interactions change these rows (a deletion, a reserve, dates widened), so each handler
 * resets its rows to the state's words every time rather than only inserting them.
 */
export const PACT_TRIP = {
  itineraryId: 'it-demo',
  itemId: 'si-1',
  serviceId: 'sv-chef',
  marketId: 'mk-aspen',
  otherItineraryId: 'it-other',
  missingItineraryId: 'it-missing',
  marketTripId: 'it-aspen',
  leadTripId: 'it-aspen-lead',
} as const;

const OTHER_GUEST = { email: 'other-guest@keyhaven.test', firstName: 'Otto', lastName: 'Other' };

interface PactTrip {
  id: string;
  userId: string;
  marketId: string;
  name: string;
  arrival: string;
  departure: string;
  leadId?: string;
}

/** Upserts a trip, putting back its owner, market, name and dates if an interaction changed them. */
const resetTrip = async (db: Queryable, trip: PactTrip): Promise<void> => {
  await db.query(
    `insert into itineraries (id, user_id, market_id, name, arrival_date, departure_date, product_line, lead_id)
     values ($1, $2, $3, $4, $5::date, $6::date, 'Concierge', $7)
     on conflict (id) do update set
       user_id = excluded.user_id, market_id = excluded.market_id, name = excluded.name,
       arrival_date = excluded.arrival_date, departure_date = excluded.departure_date,
       product_line = excluded.product_line, lead_id = excluded.lead_id, updated_at = now()`,
    [trip.id, trip.userId, trip.marketId, trip.name, trip.arrival, trip.departure, trip.leadId ?? null],
  );
};

/** it-demo in mk-aspen (7 to 14 February 2031) holding only si-1, a draft private-chef dinner. */
const resetDemoTrip = async (db: Queryable): Promise<void> => {
  await ensureMarket(db, PACT_TRIP.marketId, 'Aspen');
  await ensureService(db, PACT_TRIP.serviceId, PACT_TRIP.marketId);
  await resetTrip(db, {
    id: PACT_TRIP.itineraryId,
    userId: await seededUserId(db, DEMO_GUEST.email),
    marketId: PACT_TRIP.marketId,
    name: 'Aspen ski week',
    arrival: '2031-02-07',
    departure: '2031-02-14',
  });
  await db.query('delete from itinerary_items where itinerary_id = $1 and id <> $2', [
    PACT_TRIP.itineraryId,
    PACT_TRIP.itemId,
  ]);
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, start_at, end_at, is_date_selected)
     values ($1, $2, $3, 'draft', '2031-02-09T18:00:00Z', '2031-02-09T21:00:00Z', true)
     on conflict (id) do update set
       itinerary_id = excluded.itinerary_id, service_id = excluded.service_id, status = 'draft',
       start_at = excluded.start_at, end_at = excluded.end_at, is_date_selected = true, time_slot = null,
       field_values = '{}'::jsonb, item_price = '[]'::jsonb, adjustments = '[]'::jsonb, card_id = null,
       delete_reason = null, updated_at = now()`,
    [PACT_TRIP.itemId, PACT_TRIP.itineraryId, PACT_TRIP.serviceId],
  );
};

export const tripStates = (db: Database, now: () => Date): Record<string, StateHandler> => ({
  [STATES.demoTrip]: async () => {
    await resetDemoTrip(db);
    return {
      itineraryId: PACT_TRIP.itineraryId,
      itemId: PACT_TRIP.itemId,
      serviceId: PACT_TRIP.serviceId,
      marketId: PACT_TRIP.marketId,
      fieldId: PACT_SERVICE_FIELD_ID,
      ...PACT_PRICING,
    };
  },
  [STATES.demoMarket]: async () => {
    await ensureMarket(db, PACT_TRIP.marketId, 'Aspen');
    return { marketId: PACT_TRIP.marketId };
  },
  // A charge of 250 dollars for the chef's dinner, the only line: the balance is 250.
  [STATES.demoFolio]: async () => {
    await resetDemoTrip(db);
    await db.query('delete from folio_entries where itinerary_id = $1', [PACT_TRIP.itineraryId]);
    await db.query(
      `insert into folio_entries (id, itinerary_id, description, amount_cents, posted_at)
       values ('fc-1', $1, 'Private chef dinner', 25000, '2031-02-09T12:00:00Z')`,
      [PACT_TRIP.itineraryId],
    );
    // The guest's card (the demoCard state, given before this one) is the trip's.
    await db.query(
      `update itineraries set card_id = (select id from payment_cards where id = 'card-1') where id = $1`,
      [PACT_TRIP.itineraryId],
    );
    return { itineraryId: PACT_TRIP.itineraryId };
  },
  [STATES.demoAttachment]: async () => {
    await resetDemoTrip(db);
    await db.query(
      `insert into attachments (id, owner_type, owner_id, name, url, content_type)
       values ('at-1', 'itinerary', $1, 'Welcome letter.pdf', 'https://files.keyhaven.test/at-1/welcome-letter.pdf',
               'application/pdf')
       on conflict (id) do update set owner_type = 'itinerary', owner_id = excluded.owner_id,
         name = excluded.name, url = excluded.url`,
      [PACT_TRIP.itineraryId],
    );
    return { itineraryId: PACT_TRIP.itineraryId };
  },
  // Three entries a minute apart, one of each table: the guest's message, the guest's note and
  // the concierge's quote of si-1 (no actor: the host's 'Concierge').
  [STATES.demoConversation]: async () => {
    await resetDemoTrip(db);
    const trip = PACT_TRIP.itineraryId;
    const guestId = await seededUserId(db, DEMO_GUEST.email);
    for (const table of ['guest_messages', 'case_feed_entries', 'item_status_events'])
      await db.query(`delete from ${table} where itinerary_id = $1`, [trip]);
    await db.query(
      `insert into guest_messages (id, itinerary_id, user_id, name, email, message, created_at)
       values ('gm-1', $1, $2, 'Ava Guest', $3, 'Could we arrive at noon?', '2031-02-01T10:00:00Z')`,
      [trip, guestId, DEMO_GUEST.email],
    );
    await db.query(
      `insert into case_feed_entries (id, itinerary_id, author_user_id, message, created_at)
       values ('cf-1', $1, $2, 'Two of us are vegetarian.', '2031-02-01T10:01:00Z')`,
      [trip, guestId],
    );
    await db.query(
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, created_at)
       values ('ev-1', $1, $2, 'service', 'in_progress', 'quoted', '2031-02-01T10:02:00Z')`,
      [trip, PACT_TRIP.itemId],
    );
    return { itineraryId: trip, itemId: PACT_TRIP.itemId };
  },
  [STATES.otherGuestTrip]: async () => {
    await ensureMarket(db, PACT_TRIP.marketId, 'Aspen');
    await resetTrip(db, {
      id: PACT_TRIP.otherItineraryId,
      userId: await ensureStranger(db, OTHER_GUEST),
      marketId: PACT_TRIP.marketId,
      name: "Otto's Aspen week",
      arrival: '2031-03-01',
      departure: '2031-03-08',
    });
    return { otherItineraryId: PACT_TRIP.otherItineraryId };
  },
  [STATES.noTrip]: async () => {
    await db.query('delete from itineraries where id = $1', [PACT_TRIP.missingItineraryId]);
    return { missingItineraryId: PACT_TRIP.missingItineraryId };
  },
  [STATES.tripInMarket]: async () => {
    const stays = pactStays(now());
    await ensurePactMarket(db);
    await resetTrip(db, {
      id: PACT_TRIP.marketTripId,
      userId: await seededUserId(db, DEMO_GUEST.email),
      marketId: 'm-aspen',
      name: 'Aspen in March',
      arrival: stays.checkIn,
      departure: stays.checkOut,
    });
    return { itineraryId: PACT_TRIP.marketTripId };
  },
  // The lead's trip: the trip names the lead and the lead points back at it.
  [STATES.tripFromLead]: async () => {
    const stays = pactStays(now());
    await ensurePactLead(db, stays);
    await resetTrip(db, {
      id: PACT_TRIP.leadTripId,
      userId: await seededUserId(db, DEMO_GUEST.email),
      marketId: 'm-aspen',
      name: 'Aspen with Aspen Luxe',
      arrival: stays.checkIn,
      departure: stays.checkOut,
      leadId: PACT_LEAD_ID,
    });
    await db.query('update leads set itinerary_id = $1 where id = $2', [PACT_TRIP.leadTripId, PACT_LEAD_ID]);
    return { itineraryId: PACT_TRIP.leadTripId };
  },
});

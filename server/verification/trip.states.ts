import { addDays, utcDayOf } from '../../src/core/shared/calendar-day.js';
import type { Database, Queryable } from '../db/database.js';
import { ensurePactLead, ensurePactMarket } from './market-fixtures.js';
import { ensureStranger, seededUserId } from './pact-guests.js';
import { type PactStays, pactStays, stayValues } from './pact-stays.js';
import { ensureMarket, ensureService, PACT_PRICING, PACT_SERVICE_FIELD_ID } from './service-fixtures.js';
import { countParam, type StateHandler, type StateParams, textParam } from './state-handler.js';
import { DEMO_GUEST, STATES, WORLD } from './state-names.js';

/**
 * Provider states of the trips interactions, each creating its data through the host's
 * tables with the ids its params give (the world's trip it-aspen, its service item si-1, the
 * other guest's trip it-other), handed back for the `${name}` expressions. All states share
 * one database during a run and the interactions change these rows (a deletion, a reserve,
 * dates moved), so each handler resets its rows to the state's words every time rather than
 * only inserting them.
 */
export const OTHER_GUEST = { email: 'other-guest@keyhaven.test', firstName: 'Otto', lastName: 'Other' };

interface PactTrip {
  id: string;
  userId: string;
  marketId: string;
  name: string;
  arrival: string;
  departure: string;
  leadId?: string;
}

/** The other guest's trip's name, whichever state makes it. */
export const OTHER_GUEST_TRIP_NAME = "Otto's Aspen week";

/** The guest's trip's name, whichever state makes it. */
export const TRIP_NAME = 'Aspen ski week';

/** Upserts a trip, putting back its owner, market, name and dates if an interaction changed them. */
export const resetTrip = async (db: Queryable, trip: PactTrip): Promise<void> => {
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

/** The demo guest's trip `itineraryId` in `marketId` for the stay, with no lead. */
export const resetGuestTrip = async (
  db: Queryable,
  trip: { itineraryId: string; marketId: string; leadId?: string },
  stays: PactStays,
): Promise<void> => {
  await ensurePactMarket(db, trip.marketId);
  await resetTrip(db, {
    id: trip.itineraryId,
    userId: await seededUserId(db, DEMO_GUEST.email),
    marketId: trip.marketId,
    name: TRIP_NAME,
    arrival: stays.checkIn,
    departure: stays.checkOut,
    leadId: trip.leadId,
  });
};

/** What the trip-with-a-service-item state's params name. */
export const serviceItemOf = (params: StateParams) => ({
  itineraryId: textParam(params, 'itineraryId'),
  itemId: textParam(params, 'itemId'),
  serviceId: textParam(params, 'serviceId'),
  marketId: textParam(params, 'marketId'),
});

/**
 * The guest's trip for the stay holding, of services, only the item: a draft private-chef
 * dinner on the stay's third day. The homes on the trip are the home states' business.
 */
const resetDemoTrip = async (db: Queryable, ids: ReturnType<typeof serviceItemOf>, stays: PactStays) => {
  await ensureMarket(db, ids.marketId, WORLD.destination);
  await ensureService(db, ids.serviceId, ids.marketId);
  await resetGuestTrip(db, ids, stays);
  await db.query('delete from itinerary_items where itinerary_id = $1 and id <> $2', [
    ids.itineraryId,
    ids.itemId,
  ]);
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, start_at, end_at, is_date_selected)
     values ($1, $2, $3, 'draft', $4, $5, true)
     on conflict (id) do update set
       itinerary_id = excluded.itinerary_id, service_id = excluded.service_id, status = 'draft',
       start_at = excluded.start_at, end_at = excluded.end_at, is_date_selected = true, time_slot = null,
       field_values = '{}'::jsonb, item_price = '[]'::jsonb, adjustments = '[]'::jsonb, card_id = null,
       delete_reason = null, updated_at = now()`,
    [ids.itemId, ids.itineraryId, ids.serviceId, stays.itemStart, stays.itemEnd],
  );
};

export const tripStates = (db: Database, now: () => Date): Record<string, StateHandler> => ({
  [STATES.demoTrip]: async (params) => {
    const ids = serviceItemOf(params);
    const stays = pactStays(now());
    await resetDemoTrip(db, ids, stays);
    return {
      ...ids,
      fieldId: PACT_SERVICE_FIELD_ID,
      ...PACT_PRICING,
      ...stayValues(stays),
      movedItemStart: stays.movedItemStart,
      movedItemEnd: stays.movedItemEnd,
      addedItemStart: stays.addedItemStart,
      addedItemEnd: stays.addedItemEnd,
    };
  },
  // A new trip is asked for the stay: its days handed back.
  [STATES.demoMarket]: async (params) => {
    const marketId = textParam(params, 'marketId');
    await ensureMarket(db, marketId, WORLD.destination);
    const stays = pactStays(now());
    return { marketId, checkIn: stays.checkIn, checkOut: stays.checkOut };
  },
  // One charge on the service item's day, the only line; the guest's card is the trip's.
  [STATES.demoFolio]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    const stays = pactStays(now());
    await db.query('delete from folio_entries where itinerary_id = $1', [itineraryId]);
    await db.query(
      `insert into folio_entries (id, itinerary_id, description, amount_cents, posted_at)
       values ('fc-1', $1, 'Private chef dinner', $2, $3)`,
      [itineraryId, countParam(params, 'amountCents'), `${stays.itemDay}T12:00:00Z`],
    );
    await db.query(
      `update itineraries set card_id = (select id from payment_cards where id = $2) where id = $1`,
      [itineraryId, textParam(params, 'cardId')],
    );
    return { itineraryId };
  },
  [STATES.demoAttachment]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    await db.query(
      `insert into attachments (id, owner_type, owner_id, name, url, content_type)
       values ('at-1', 'itinerary', $1, 'Welcome letter.pdf', 'https://files.keyhaven.test/at-1/welcome-letter.pdf',
               'application/pdf')
       on conflict (id) do update set owner_type = 'itinerary', owner_id = excluded.owner_id,
         name = excluded.name, url = excluded.url`,
      [itineraryId],
    );
    return { itineraryId };
  },
  // Three entries a minute apart yesterday, one of each table: the guest's message, the guest's
  // note and the concierge's quote of the item (no actor: the host's 'Concierge').
  [STATES.demoConversation]: async (params) => {
    const trip = textParam(params, 'itineraryId');
    const itemId = textParam(params, 'itemId');
    const guestId = await seededUserId(db, DEMO_GUEST.email);
    const at = (minute: string) => `${addDays(utcDayOf(now()), -1)}T10:${minute}:00Z`;
    for (const table of ['guest_messages', 'case_feed_entries', 'item_status_events'])
      await db.query(`delete from ${table} where itinerary_id = $1`, [trip]);
    await db.query(
      `insert into guest_messages (id, itinerary_id, user_id, name, email, message, created_at)
       values ('gm-1', $1, $2, 'Ava Guest', $3, 'Could we arrive at noon?', $4)`,
      [trip, guestId, DEMO_GUEST.email, at('00')],
    );
    await db.query(
      `insert into case_feed_entries (id, itinerary_id, author_user_id, message, created_at)
       values ('cf-1', $1, $2, 'Two of us are vegetarian.', $3)`,
      [trip, guestId, at('01')],
    );
    await db.query(
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, created_at)
       values ('ev-1', $1, $2, 'service', 'in_progress', 'quoted', $3)`,
      [trip, itemId, at('02')],
    );
    return { itineraryId: trip, itemId };
  },
  // The other guest's trip: the same stay, in the same market.
  [STATES.otherGuestTrip]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    const marketId = textParam(params, 'marketId');
    const stays = pactStays(now());
    await ensureMarket(db, marketId, WORLD.destination);
    await resetTrip(db, {
      id: itineraryId,
      userId: await ensureStranger(db, OTHER_GUEST),
      marketId,
      name: OTHER_GUEST_TRIP_NAME,
      arrival: stays.checkIn,
      departure: stays.checkOut,
    });
    return { otherItineraryId: itineraryId };
  },
  [STATES.noTrip]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    await db.query('delete from itineraries where id = $1', [itineraryId]);
    return { missingItineraryId: itineraryId };
  },
  [STATES.tripInMarket]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    await resetGuestTrip(db, { itineraryId, marketId: textParam(params, 'marketId') }, pactStays(now()));
    return { itineraryId };
  },
  // The lead's trip: the trip names the lead and the lead points back at it.
  [STATES.tripFromLead]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    const leadId = textParam(params, 'leadId');
    const marketId = textParam(params, 'marketId');
    const stays = pactStays(now());
    await ensurePactLead(db, { leadId, marketId }, stays);
    await resetGuestTrip(db, { itineraryId, marketId, leadId }, stays);
    await db.query('update leads set itinerary_id = $1 where id = $2', [itineraryId, leadId]);
    return { itineraryId };
  },
});

import type { Queryable } from '../db/database.js';

/**
 * Trips and what hangs on them as the provider states make them (trip.states.ts,
 * context.states.ts): each write puts its rows back the way a state words them.
 */

export interface PactTrip {
  id: string;
  userId: string;
  marketId: string;
  name: string;
  arrival: string;
  departure: string;
  leadId?: string;
}

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

/** A trip of `userId` in the market for the days, inserted only when missing. */
export const insertTripIfMissing = async (db: Queryable, trip: Omit<PactTrip, 'leadId'>): Promise<void> => {
  await db.query(
    `insert into itineraries (id, user_id, market_id, name, arrival_date, departure_date)
     values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
    [trip.id, trip.userId, trip.marketId, trip.name, trip.arrival, trip.departure],
  );
};

export const deleteTrip = async (db: Queryable, itineraryId: string): Promise<void> => {
  await db.query('delete from itineraries where id = $1', [itineraryId]);
};

/** A service item of a trip, for the span given. */
export interface PactServiceItem {
  itineraryId: string;
  itemId: string;
  serviceId: string;
  startAt: string;
  endAt: string;
}

/** A draft item of the service on the trip, inserted only when missing. */
export const insertDraftItemIfMissing = async (db: Queryable, item: PactServiceItem): Promise<void> => {
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, start_at, end_at, is_date_selected)
     values ($1, $2, $3, 'draft', $4, $5, true) on conflict (id) do nothing`,
    [item.itemId, item.itineraryId, item.serviceId, item.startAt, item.endAt],
  );
};

/**
 * The trip's only service item: its other service items go, and the item is put back as a
 * fresh draft for the span (no slot, answers, price, adjustments, card or reason).
 */
export const resetOnlyServiceItem = async (db: Queryable, item: PactServiceItem): Promise<void> => {
  await db.query('delete from itinerary_items where itinerary_id = $1 and id <> $2', [
    item.itineraryId,
    item.itemId,
  ]);
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, start_at, end_at, is_date_selected)
     values ($1, $2, $3, 'draft', $4, $5, true)
     on conflict (id) do update set
       itinerary_id = excluded.itinerary_id, service_id = excluded.service_id, status = 'draft',
       start_at = excluded.start_at, end_at = excluded.end_at, is_date_selected = true, time_slot = null,
       field_values = '{}'::jsonb, item_price = '[]'::jsonb, adjustments = '[]'::jsonb, card_id = null,
       delete_reason = null, updated_at = now()`,
    [item.itemId, item.itineraryId, item.serviceId, item.startAt, item.endAt],
  );
};

/**
 * The trip's bill is one charge (fc-1, the private chef's dinner) posted at `postedAt`, and
 * the trip's card is `cardId` (none when no such card exists).
 */
export const replaceFolio = async (
  db: Queryable,
  folio: { itineraryId: string; amountCents: number; postedAt: string; cardId: string },
): Promise<void> => {
  await db.query('delete from folio_entries where itinerary_id = $1', [folio.itineraryId]);
  await db.query(
    `insert into folio_entries (id, itinerary_id, description, amount_cents, posted_at)
     values ('fc-1', $1, 'Private chef dinner', $2, $3)`,
    [folio.itineraryId, folio.amountCents, folio.postedAt],
  );
  await db.query(
    `update itineraries set card_id = (select id from payment_cards where id = $2) where id = $1`,
    [folio.itineraryId, folio.cardId],
  );
};

/** The trip's welcome letter (at-1), a PDF kept elsewhere. */
export const putWelcomeLetter = async (db: Queryable, itineraryId: string): Promise<void> => {
  await db.query(
    `insert into attachments (id, owner_type, owner_id, name, url, content_type)
     values ('at-1', 'itinerary', $1, 'Welcome letter.pdf', 'https://files.keyhaven.test/at-1/welcome-letter.pdf',
             'application/pdf')
     on conflict (id) do update set owner_type = 'itinerary', owner_id = excluded.owner_id,
       name = excluded.name, url = excluded.url`,
    [itineraryId],
  );
};

/**
 * The trip's conversation is three entries, one of each table, at the instants given: the
 * guest's message, the guest's note and the concierge's quote of the item (no actor).
 */
export const replaceConversation = async (
  db: Queryable,
  trip: { itineraryId: string; itemId: string; guestId: string; guestEmail: string },
  at: { message: string; note: string; quote: string },
): Promise<void> => {
  for (const table of ['guest_messages', 'case_feed_entries', 'item_status_events'])
    await db.query(`delete from ${table} where itinerary_id = $1`, [trip.itineraryId]);
  await db.query(
    `insert into guest_messages (id, itinerary_id, user_id, name, email, message, created_at)
     values ('gm-1', $1, $2, 'Ava Guest', $3, 'Could we arrive at noon?', $4)`,
    [trip.itineraryId, trip.guestId, trip.guestEmail, at.message],
  );
  await db.query(
    `insert into case_feed_entries (id, itinerary_id, author_user_id, message, created_at)
     values ('cf-1', $1, $2, 'Two of us are vegetarian.', $3)`,
    [trip.itineraryId, trip.guestId, at.note],
  );
  await db.query(
    `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, created_at)
     values ('ev-1', $1, $2, 'service', 'in_progress', 'quoted', $3)`,
    [trip.itineraryId, trip.itemId, at.quote],
  );
};

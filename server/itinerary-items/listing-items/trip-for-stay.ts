import { ITEM_NOT_ON_ITINERARY } from '../../../src/core/itinerary/active-item.rule.js';
import type { HomeRecord } from '../../catalog/home.store.js';
import type { StayDates } from '../../catalog/stay-dates.js';
import type { Queryable } from '../../db/database.js';
import { newObjectId } from '../../db/new-id.js';
import type { ItineraryListingItemRow, ItineraryRow } from '../../db/rows/trips.js';
import { HttpError } from '../../http/http-error.js';
import { ownLeadOrNull } from '../../trips/guest-lead.js';
import { loadOwnedItinerary } from '../../trips/itinerary-access.js';
import { findListingItemRow, type ListingItemRow } from './listing-item-record.js';

export const OTHER_MARKET = 'This home is in another market than this trip.';
export const OTHER_HOME = 'This listing item is for another home.';

export interface TripDetails {
  name: string | null;
  productLine: string | null;
  leadId: string | null;
  pmId: string | null;
}

/** The trip the guest named (targetEntityIds.itineraryId): theirs, in the home's market, held. */
export const namedTrip = async (
  tx: Queryable,
  userId: string,
  home: HomeRecord,
  itineraryId: string,
): Promise<string> => {
  const itinerary = await loadOwnedItinerary(tx, itineraryId, userId, { forUpdate: true });
  if (itinerary.market_id !== home.market_id) throw new HttpError(400, OTHER_MARKET);
  return itinerary.id;
};

/** Finds or makes the trip a home's stay goes on, inside the booking's transaction: its id. */
type TripForStay = (
  tx: Queryable,
  userId: string,
  home: HomeRecord,
  stay: StayDates,
  details: TripDetails,
) => Promise<string>;

/**
 * The trip a home's stay goes on when the guest named none: their latest trip in the home's
 * market whose dates meet the stay (or that has none yet), else a new trip built around the
 * home. The row is held for the rest of the transaction.
 */
export const tripForStay: TripForStay = async (tx, userId, home, stay, details) => {
  const { rows } = await tx.query<Pick<ItineraryRow, 'id'>>(
    `select id from itineraries
      where user_id = $1 and market_id = $2
        and (arrival_date is null or departure_date is null
             or (arrival_date <= $4::date and departure_date >= $3::date))
      order by updated_at desc, id
      limit 1
      for update`,
    [userId, home.market_id, stay.startDate, stay.endDate],
  );
  return rows[0]?.id ?? newTripForStay(tx, userId, home, stay, details);
};

/**
 * A new trip built around the home and its stay: when no trip of the guest's takes the stay,
 * or when the guest asked for one (newItinerary, docs/product/flows.md#the-trip-a-home-joins).
 */
export const newTripForStay: TripForStay = async (tx, userId, home, stay, details) => {
  // A booking state's lead is the guest's word only: it goes on the trip if it is theirs.
  const leadId = await ownLeadOrNull(tx, details.leadId, userId);
  const id = newObjectId();
  await tx.query(
    `insert into itineraries (id, user_id, market_id, name, property_listing_id, arrival_date, departure_date,
                              product_line, lead_id, pm_id)
     values ($1, $2, $3, $4, $5, $6::date, $7::date,
             coalesce($8, (select default_product_line from markets where id = $3)), $9, $10)`,
    [
      id,
      userId,
      home.market_id,
      details.name?.trim() || `${home.name} stay`,
      home.id,
      stay.startDate,
      stay.endDate,
      details.productLine,
      leadId,
      details.pmId,
    ],
  );
  return id;
};

/**
 * The home's item on the trip: the one the guest named (targetEntityIds.itemId), else the
 * home's live item already there (a home is on a trip once), else a new draft.
 */
export const itemForStay = async (
  tx: Queryable,
  itineraryId: string,
  home: HomeRecord,
  targetItemId: string | null,
): Promise<ListingItemRow> => {
  if (targetItemId) {
    const item = await findListingItemRow(tx, targetItemId, { forUpdate: true });
    if (!item || item.itinerary_id !== itineraryId) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
    if (item.listing_id !== home.id) throw new HttpError(400, OTHER_HOME);
    return item;
  }
  const { rows } = await tx.query<Pick<ItineraryListingItemRow, 'id'>>(
    `select id from itinerary_listing_items
      where itinerary_id = $1 and listing_id = $2 and status not in ('removed', 'canceled')
      order by created_at desc, id limit 1`,
    [itineraryId, home.id],
  );
  const id = rows[0]?.id ?? newObjectId();
  if (!rows[0]) {
    await tx.query(`insert into itinerary_listing_items (id, itinerary_id, listing_id) values ($1, $2, $3)`, [
      id,
      itineraryId,
      home.id,
    ]);
  }
  const item = await findListingItemRow(tx, id, { forUpdate: true });
  if (!item) throw new Error(`listing item ${id} vanished inside its transaction`);
  return item;
};

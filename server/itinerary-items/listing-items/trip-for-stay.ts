import { ITEM_NOT_ON_ITINERARY } from '../../../src/core/itinerary/index.js';
import type { HomeRecord } from '../../catalog/home.store.js';
import type { StayDates } from '../../catalog/stay-dates.js';
import type { Queryable } from '../../db/database.js';
import { newObjectId } from '../../db/new-id.js';
import { HttpError } from '../../http/http-error.js';
import { ownLeadOrNull } from '../../trips/guest-lead.js';
import { loadOwnedItinerary } from '../../trips/itinerary-access.js';
import {
  findListingItemRow,
  findLiveListingItemIdOfHome,
  insertListingItem,
  type ListingItemRow,
} from './listing-item.store.js';
import { insertTripForStay, lockLatestTripTakingStay } from './trip-for-stay.store.js';

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
  return (
    (await lockLatestTripTakingStay(tx, userId, home.market_id, stay)) ??
    newTripForStay(tx, userId, home, stay, details)
  );
};

/**
 * A new trip built around the home and its stay: when no trip of the guest's takes the stay,
 * or when the guest asked for one (newItinerary, docs/product/flows.md#the-trip-a-home-joins).
 */
export const newTripForStay: TripForStay = async (tx, userId, home, stay, details) => {
  // A booking state's lead is the guest's word only: it goes on the trip if it is theirs.
  const leadId = await ownLeadOrNull(tx, details.leadId, userId);
  const id = newObjectId();
  await insertTripForStay(tx, {
    id,
    userId,
    marketId: home.market_id,
    name: details.name?.trim() || `${home.name} stay`,
    listingId: home.id,
    stay,
    productLine: details.productLine,
    leadId,
    pmId: details.pmId,
  });
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
  const live = await findLiveListingItemIdOfHome(tx, itineraryId, home.id);
  const id = live ?? newObjectId();
  if (!live) await insertListingItem(tx, id, itineraryId, home.id);
  const item = await findListingItemRow(tx, id, { forUpdate: true });
  if (!item) throw new Error(`listing item ${id} vanished inside its transaction`);
  return item;
};

import type { BookingItemType } from '../../src/core/booking-terms/index.js';
import { NOT_SIGNED_IN } from '../auth/authenticate.js';
import type { UserRecord } from '../auth/user.js';
import { findHome, type HomeRecord } from '../catalog/home.store.js';
import { homeNotFound } from '../catalog/listing-params.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { NOT_YOUR_ITINERARY } from '../trips/itinerary-access.js';
import {
  findActiveServiceTarget,
  findListingItemTarget,
  findServiceItemTarget,
} from './context-target.store.js';

export const SERVICE_NOT_FOUND = 'Service not found';
export const ITEM_NOT_FOUND = 'Itinerary item not found';

/** A service, or a service item on a trip: what a context for it is checked against. */
export interface ServiceTarget {
  kind: 'service';
  isBookable: boolean;
  dateFieldType: string;
  /** The item's own dates, used when the booking state has none yet. */
  startAt: string | null;
  endAt: string | null;
}

/** A home, or a home on a trip. */
export interface HomeTarget {
  kind: 'home';
  home: HomeRecord;
  /** The listing item whose own reservation must not count against its dates. */
  listingItemId: string | null;
  checkInDate: string | null;
  checkOutDate: string | null;
  party: { adultCount: number; childCount: number; infantCount: number; petCount: number } | null;
}

export type ContextTarget = ServiceTarget | HomeTarget;

/** A trip's item belongs to the trip's owner: 401 without a session, 403 for another guest. */
const requireOwner = (ownerId: string, caller: UserRecord | null) => {
  if (!caller) throw new HttpError(401, NOT_SIGNED_IN);
  if (caller.id !== ownerId) throw new HttpError(403, NOT_YOUR_ITINERARY);
};

const findService = async (db: Queryable, id: string): Promise<ServiceTarget> => {
  const service = await findActiveServiceTarget(db, id);
  if (!service) throw new HttpError(404, SERVICE_NOT_FOUND);
  return {
    kind: 'service',
    isBookable: service.is_bookable,
    dateFieldType: service.date_field_type,
    startAt: null,
    endAt: null,
  };
};

const findServiceItem = async (
  db: Queryable,
  id: string,
  caller: UserRecord | null,
): Promise<ServiceTarget> => {
  const item = await findServiceItemTarget(db, id);
  if (!item) throw new HttpError(404, ITEM_NOT_FOUND);
  requireOwner(item.user_id, caller);
  return {
    kind: 'service',
    isBookable: item.is_bookable,
    dateFieldType: item.date_field_type,
    startAt: item.start_at,
    endAt: item.end_at,
  };
};

const findListingItem = async (db: Queryable, id: string, caller: UserRecord | null): Promise<HomeTarget> => {
  const item = await findListingItemTarget(db, id);
  if (!item) throw new HttpError(404, ITEM_NOT_FOUND);
  requireOwner(item.user_id, caller);
  const home = await findHome(db, item.listing_id);
  if (!home) throw homeNotFound();
  return {
    kind: 'home',
    home,
    listingItemId: id,
    checkInDate: item.check_in_date,
    checkOutDate: item.check_out_date,
    party: {
      adultCount: item.adult_count,
      childCount: item.child_count,
      infantCount: item.infant_count,
      petCount: item.pet_count,
    },
  };
};

/**
 * What a context is about, or the error a guest may not get past: an unknown item is 404, and
 * an item on a trip is its owner's alone (docs/product/roles.md#itinerary-ownership). Homes
 * and services are anyone's to plan, anonymous visitors included.
 */
export const resolveContextTarget = async (
  db: Queryable,
  itemType: BookingItemType,
  itemId: string,
  caller: UserRecord | null,
): Promise<ContextTarget> => {
  switch (itemType) {
    case 'Service':
      return findService(db, itemId);
    case 'ItineraryItem':
      return findServiceItem(db, itemId, caller);
    case 'Listing': {
      const home = await findHome(db, itemId);
      if (!home) throw homeNotFound();
      return { kind: 'home', home, listingItemId: null, checkInDate: null, checkOutDate: null, party: null };
    }
    case 'ItineraryListingItem':
      return findListingItem(db, itemId, caller);
  }
};

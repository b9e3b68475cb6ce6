import type { StayChoice } from '../../bookings/booking-context-read.js';
import type { HomeRecord } from '../../catalog/home.store.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import type { ListingItemRow } from './listing-item.store.js';
import type { TargetEntityIds } from './listing-item-schemas.js';
import { readStayDays } from './stay-rules.js';
import { itemForStay, namedTrip, newTripForStay, tripForStay } from './trip-for-stay.js';

export const NEW_TRIP_NAMED = 'newItinerary cannot be sent with targetEntityIds.itineraryId';

/** How the trip is found or made: the product line a new trip takes, and whether the guest asked for a new one. */
export interface TripWish {
  readonly productLine: string | null;
  readonly newTrip: boolean;
}

/**
 * The trip and item a home's booking call is about (targetEntityIds,
 * docs/product/calls.md#listing-booking-calls): the ones the guest named, or, for a home not
 * yet on a trip, the trip found (or made, always when the guest asked for a new one) for the
 * booking context's stay and the home's item on it.
 */
export const placeStay = async (
  tx: Queryable,
  userId: string,
  home: HomeRecord,
  choice: StayChoice | null,
  target: TargetEntityIds,
  { productLine, newTrip }: TripWish,
): Promise<{ itineraryId: string; item: ListingItemRow }> => {
  if (target.itemId && !target.itineraryId) {
    throw new HttpError(400, 'targetEntityIds.itineraryId is required with targetEntityIds.itemId');
  }
  if (newTrip && target.itineraryId) throw new HttpError(400, NEW_TRIP_NAMED);
  if (!target.itineraryId && !choice) throw new HttpError(400, 'itemBookingContext is required');
  const itineraryId = target.itineraryId
    ? await namedTrip(tx, userId, home, target.itineraryId)
    : await (newTrip ? newTripForStay : tripForStay)(
        tx,
        userId,
        home,
        readStayDays(choice?.startDate, choice?.endDate, {
          checkIn: 'itemStartDate',
          checkOut: 'itemEndDate',
        }),
        {
          name: choice?.itineraryName ?? null,
          productLine: productLine ?? choice?.productLine ?? null,
          leadId: choice?.leadId ?? null,
          pmId: choice?.pmId ?? null,
        },
      );
  const item = await itemForStay(tx, itineraryId, home, target.itemId ?? null);
  return { itineraryId, item };
};

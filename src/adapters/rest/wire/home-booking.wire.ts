import { type HomeStay, type HomeTrip, isNewTrip, type PriceAsker } from '../../../core/booking/index.js';

/**
 * The bodies of the home booking calls (docs/product/calls.md#listing-booking-calls): what the
 * guest means (ListingBookingGateway) as the host's fields.
 */

/**
 * A home may be priced before it is on a trip: the host then creates the item and the
 * itinerary and answers them, so both ids may be missing.
 */
export interface ListingTargetEntityIds {
  readonly itemId?: string | null;
  readonly itineraryId?: string | null;
}

/** itemBookingContext is the objectId of the saved booking context holding the guest's choices. */
export interface ListingPriceRequestBody {
  readonly itemBookingContext: string | null;
  readonly productLine: PriceAsker['productLine'];
  readonly partner: string | null;
  readonly leadSource: string | null;
  readonly targetEntityIds: ListingTargetEntityIds;
  /** Sent only when the guest asked for a new trip rather than the one covering the stay. */
  readonly newItinerary?: true;
}

/** A reserve and a save for later send the same fields; only a reserve tells the concierge (updateCaseFeed). */
export interface ReserveListingBody {
  readonly updateCaseFeed: boolean;
  readonly itemBookingContext: string | null;
  readonly targetEntityIds: ListingTargetEntityIds;
  readonly newItinerary?: true;
}

/** The trip named as the host reads it: only the ids known, none for a trip the host will make. */
export const listingTargetOf = (trip: HomeTrip): ListingTargetEntityIds => {
  if (!trip || isNewTrip(trip)) return {};
  return trip.itemId
    ? { itemId: trip.itemId, itineraryId: trip.itineraryId }
    : { itineraryId: trip.itineraryId };
};

/** A new trip asked for: the field is left out otherwise, so the host's own pick stands. */
const newItineraryOf = (trip: HomeTrip): { newItinerary?: true } =>
  isNewTrip(trip) ? { newItinerary: true } : {};

export const listingPriceRequestBody = (
  stay: HomeStay,
  trip: HomeTrip,
  asker: PriceAsker,
): ListingPriceRequestBody => ({
  itemBookingContext: stay.bookingContextId,
  productLine: asker.productLine,
  partner: asker.partner,
  leadSource: asker.leadSource,
  targetEntityIds: listingTargetOf(trip),
  ...newItineraryOf(trip),
});

/** The concierge always hears of a reserve (as for services) and never of a save for later. */
export const reserveListingBody = (
  stay: HomeStay,
  trip: HomeTrip,
  call: 'reserve' | 'save-for-later',
): ReserveListingBody => ({
  updateCaseFeed: call === 'reserve',
  itemBookingContext: stay.bookingContextId,
  targetEntityIds: listingTargetOf(trip),
  ...newItineraryOf(trip),
});

import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { ListingItemGateway } from '../itinerary/index.js';
import { LISTING_RESERVE } from '../itinerary/index.js';
import type { BookingPlace } from './booking-place.js';
import {
  type HomeStay,
  type HomeTrip,
  isNewTrip,
  type ListingBookingGateway,
} from './listing-booking-gateway.port.js';
import type { ListingBookingOutcome } from './request-home-price.use-case.js';
import { type ListingReserveInput, listingReserveOutcome } from './reserve-outcome.rule.js';
import { bookingCallFailure, bookingResult } from './reserve-result.js';

/** A home already on the trip moves its item's status: the home's own reserve call is not needed. */
export interface ReserveOnTripDeps {
  readonly listingItems: Pick<ListingItemGateway, 'changeListingItemStatus'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface ReserveHomeDeps extends ReserveOnTripDeps {
  readonly bookings: Pick<ListingBookingGateway, 'reserveHome'>;
}

/** How the guest agreed to the reservation terms. */
export interface ConfirmedTerms {
  readonly didConfirmTerms: boolean;
  readonly confirmedTermsMethod: string | null;
}

export interface ReserveHomeRequest {
  readonly homeId: string;
  readonly stay: HomeStay;
  /** The trip the page opened from or the guest chose, the home's own item on it, a new trip, or none (the host's pick). */
  readonly trip: HomeTrip;
  /** What the home's booking setting decides (listingReserveOutcome); a home already on the trip needs none. */
  readonly setting: ListingReserveInput | null;
  readonly terms: ConfirmedTerms;
}

/** The home's item on the trip. */
type ItemOnTrip = BookingPlace & { readonly itemId: string };

/** Reserving a home already on the trip: its item named, no booking setting to decide by. */
export interface ReserveOnTripRequest extends Omit<ReserveHomeRequest, 'trip' | 'setting'> {
  readonly trip: ItemOnTrip;
  readonly setting: null;
}

const onTrip = (trip: HomeTrip): trip is ItemOnTrip =>
  trip !== null && !isNewTrip(trip) && Boolean(trip.itemId);

/**
 * Reserving a home (docs/product/calls.md#listing-booking-calls), from its page and from the
 * trip alike. A home not yet an item on the trip is reserved by its booking setting
 * (listingReserveOutcome): an integration booking without a card on file is a 'card' reserve
 * error before anything is sent, since the host would charge at once. A home already on the
 * trip was quoted by the concierge: its status moves to 'Approved'
 * (docs/product/flows.md#status-requests) and the local item becomes approved whatever status
 * the answer carries, so the card never shows an older status than the guest just chose;
 * approved waits for the concierge, so the guest is told 'approved' (charged once confirmed).
 */
export function reserveHome(
  deps: ReserveOnTripDeps,
  request: ReserveOnTripRequest,
): Promise<ListingBookingOutcome>;
export function reserveHome(
  deps: ReserveHomeDeps,
  request: ReserveHomeRequest,
): Promise<ListingBookingOutcome>;
export async function reserveHome(
  deps: ReserveOnTripDeps | ReserveHomeDeps,
  request: ReserveHomeRequest,
): Promise<ListingBookingOutcome> {
  const { trip } = request;
  if (onTrip(trip)) return reserveOnTrip(deps, trip, request);
  // The overloads pair a home not yet on the trip with the deps that reserve it.
  const { bookings } = deps as ReserveHomeDeps;
  const outcome = listingReserveOutcome(
    request.setting ?? { bookingSetting: null, hasCardOnFile: false, marketHasServicesCatalog: true },
  );
  if (E.isLeft(outcome)) return E.left({ ...outcome.left, reserveErrorType: 'card' });
  const answer = await bookings.reserveHome(request.homeId, request.stay, trip);
  if (E.isLeft(answer)) return E.left(bookingCallFailure(answer.left, deps.errors, 'reserve-listing'));
  return E.right(bookingResult(answer.right, outcome.right, { isListing: true }));
}

const reserveOnTrip = async (
  deps: ReserveOnTripDeps,
  trip: ItemOnTrip,
  request: ReserveHomeRequest,
): Promise<ListingBookingOutcome> => {
  const answer = await deps.listingItems.changeListingItemStatus(trip.itineraryId, trip.itemId, {
    status: LISTING_RESERVE.sentStatus,
    ...request.terms,
    updateCaseFeed: true,
    itemBookingContext: request.stay.bookingContextId,
  });
  if (E.isLeft(answer)) return E.left(bookingCallFailure(answer.left, deps.errors, 'reserve-listing-item'));
  // The host books an integration home with a card on file at once
  // (docs/host/decisions.md#homes-by-booking-setting): a booked answer is told as booked.
  if (answer.right.item.status === 'booked') {
    const catalog = answer.right.itinerary.market?.hasServicesCatalog !== false;
    return E.right(
      bookingResult(answer.right, catalog ? 'confirmed' : 'confirmed-no-catalog', { isListing: true }),
    );
  }
  const item = { ...answer.right.item, status: LISTING_RESERVE.localStatus };
  // 'approved' reads the same for homes and services: no confirmation context is needed.
  return E.right(bookingResult({ ...answer.right, item }, 'approved', {}));
};

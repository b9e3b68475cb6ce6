import type * as E from 'fp-ts/lib/Either.js';
import type { BookingError } from '../booking-terms/index.js';
import type { ListingItem, UpdatedItem } from '../itinerary/index.js';
import type { ProductLine } from '../market/index.js';
import { token } from '../shared/index.js';
import type { BookingPlace } from './booking-place.js';

/** The guest's stay as the host reads it: the booking context their choices were saved in, if any. */
export interface HomeStay {
  readonly bookingContextId: string | null;
}

/** The guest asked for a new trip rather than one of theirs (docs/product/flows.md#the-trip-a-home-joins). */
export interface NewTrip {
  readonly newTrip: true;
}

/**
 * The trip a home is booked onto: the one the page opened from or the guest chose, the home's
 * item already on it, or a new trip. With none the host puts the home on the guest's trip
 * covering the stay, else on a trip of its own making.
 */
export type HomeTrip = BookingPlace | NewTrip | null;

export const isNewTrip = (trip: HomeTrip): trip is NewTrip => trip !== null && 'newTrip' in trip;

/** Who asks for a home's price: the concierge's product line and the partner the guest came from. */
export interface PriceAsker {
  readonly productLine: ProductLine | null;
  readonly partner: string | null;
  readonly leadSource: string | null;
}

/**
 * Asking for a home's price, reserving it and saving it for later
 * (docs/host/decisions.md#homes-by-booking-setting), in the guest's words: the adapter makes the
 * request (adapters/rest/wire/home-booking.wire.ts). Each answers the home's item and the trip it
 * sits on; an answer without them is the 'Error creating itinerary listing item' of
 * docs/product/validation.md#booking-responses, a refusal the host explains in its answer a
 * 'booking' error with its reserve error type, and other failures come back as the adapter
 * read them.
 */
export interface ListingBookingGateway {
  /** Asks the concierge for the home's price; the host puts the home on a trip if needed. */
  requestHomePrice(
    homeId: string,
    stay: HomeStay,
    trip: HomeTrip,
    asker: PriceAsker,
  ): Promise<E.Either<BookingError, UpdatedItem<ListingItem>>>;
  /** Reserves the home; the concierge hears of it. */
  reserveHome(
    homeId: string,
    stay: HomeStay,
    trip: HomeTrip,
  ): Promise<E.Either<BookingError, UpdatedItem<ListingItem>>>;
  /**
   * Keeps the home on a trip for later, holding nothing and asking nobody
   * (docs/product/calls.md#calls-beyond-this-list).
   */
  saveHomeForLater(
    homeId: string,
    stay: HomeStay,
    trip: HomeTrip,
  ): Promise<E.Either<BookingError, UpdatedItem<ListingItem>>>;
}
export const ListingBookingGateway = token<ListingBookingGateway>('ListingBookingGateway');

import type * as E from 'fp-ts/lib/Either.js';
import type { BookingError } from '../booking-terms/index.js';
import type { ItineraryItem, UpdatedItem } from '../itinerary/index.js';
import { token } from '../shared/index.js';
import type { BookingState } from './booking-state.entity.js';

/** The item on a trip a service booking call is about. */
export interface ServiceItemOnTrip {
  readonly itemId: string;
  readonly itineraryId: string;
}

/**
 * The listing calls still name their target by the wire's word; the same two ids.
 * (The REST adapter's wire/service-booking.wire.ts holds the service calls' bodies.)
 */
export type TargetEntityIds = ServiceItemOnTrip;

/**
 * The service's booking parameters of docs/product/calls.md#service-booking-calls: what the
 * guest chose for the booking, as the booking state holds it, and the saved booking context
 * (its objectId) it came from.
 */
export interface ServiceBookingParams
  extends Pick<
    BookingState,
    | 'itemStartDate'
    | 'itemEndDate'
    | 'itemTimeSlot'
    | 'itineraryItemPricing'
    | 'itineraryItemBooking'
    | 'pricingFields'
    | 'promoCodes'
    | 'cardId'
    | 'billingDetails'
    | 'leadId'
    | 'pmId'
    | 'productLine'
    | 'referringServiceId'
    | 'didConfirmTerms'
    | 'confirmedTermsMethod'
  > {
  readonly itemBookingContext?: string | null;
}

/**
 * Booking a service on a trip, by the guest's intent: which service, on which item of which
 * trip, with what they chose; the REST adapter makes the request body. Each answers the updated item and its itinerary; an answer
 * without them is the 'Error creating itinerary listing item' of
 * docs/product/validation.md#booking-responses, a refusal the host explains in its answer a
 * 'booking' error with its reserve error type, and HTTP failures, 400-499 included, come back
 * as they are (docs/product/errors.md#item-operations).
 */
export interface ServiceBookingGateway {
  /** Asks the concierge for the service's price (the item goes in progress). */
  requestServicePrice(
    serviceId: string,
    on: ServiceItemOnTrip,
    choices: ServiceBookingParams,
  ): Promise<E.Either<BookingError, UpdatedItem<ItineraryItem>>>;
  /** Reserves the service. */
  reserveService(
    serviceId: string,
    on: ServiceItemOnTrip,
    choices: ServiceBookingParams,
  ): Promise<E.Either<BookingError, UpdatedItem<ItineraryItem>>>;
  /** Keeps the service on the trip to book later. */
  saveServiceForLater(
    serviceId: string,
    on: ServiceItemOnTrip,
    choices: ServiceBookingParams,
  ): Promise<E.Either<BookingError, UpdatedItem<ItineraryItem>>>;
}
export const ServiceBookingGateway = token<ServiceBookingGateway>('ServiceBookingGateway');

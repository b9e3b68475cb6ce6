import type * as E from 'fp-ts/lib/Either.js';
import type { ItineraryItem } from '../itinerary/itinerary-item.entity.js';
import type { StatusRequestParams } from '../itinerary/status-request-params.rule.js';
import { token } from '../shared/token.js';
import type { BookingError } from './booking-error.js';
import type { BookingState } from './booking-state.entity.js';
import type { UpdatedItem } from './updated-item.model.js';

/** targetEntityIds holds the itemId and the itineraryId (docs/product/calls.md#service-booking-calls). */
export interface TargetEntityIds {
  readonly itemId: string;
  readonly itineraryId: string;
}

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
 * The body of the three service booking calls: the params, the status fields of
 * STATUS_REQUEST_PARAMS for the call (alice_status, state, updateCaseFeed true for request
 * and reserve), and the target item and itinerary.
 */
export interface ServiceBookingBody extends ServiceBookingParams, StatusRequestParams {
  readonly targetEntityIds: TargetEntityIds;
}

/**
 * Booking a service on a trip. Each answers the updated item and its itinerary; an answer
 * without them is the 'Error creating itinerary listing item' of
 * docs/product/validation.md#booking-responses, a refusal the host explains in its answer a
 * 'booking' error with its reserve error type, and HTTP failures, 400-499 included, come back
 * as they are (docs/product/errors.md#item-operations).
 */
export interface ServiceBookingGateway {
  /** Asks the concierge for the service's price (the item goes in progress). */
  requestServicePrice(
    serviceId: string,
    body: ServiceBookingBody,
  ): Promise<E.Either<BookingError, UpdatedItem<ItineraryItem>>>;
  /** Reserves the service. */
  reserveService(
    serviceId: string,
    body: ServiceBookingBody,
  ): Promise<E.Either<BookingError, UpdatedItem<ItineraryItem>>>;
  /** Keeps the service on the trip to book later. */
  saveServiceForLater(
    serviceId: string,
    body: ServiceBookingBody,
  ): Promise<E.Either<BookingError, UpdatedItem<ItineraryItem>>>;
}
export const ServiceBookingGateway = token<ServiceBookingGateway>('ServiceBookingGateway');

import type * as E from 'fp-ts/lib/Either.js';
import type { StatusRequestParams } from '../itinerary/status-request-params.rule.js';
import type { AppError } from '../shared/app-error.js';
import { token } from '../shared/token.js';
import type { ServiceBookingResponse } from './booking-response.wire.js';
import type { BookingState } from './booking-state.entity.js';

/** SPEC 7: "targetEntityIds holds itemId and itineraryId". */
export interface TargetEntityIds {
  readonly itemId: string;
  readonly itineraryId: string;
}

/**
 * The "service params" of SPEC 7: what the guest chose for the booking, as the booking
 * state holds it, and the saved booking context (its objectId) it came from.
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
 * Booking a service on a trip. Every answer goes through requireUpdatedItem (SPEC 5); 400-499
 * failures come back as they are (SPEC 8).
 */
export interface ServiceBookingGateway {
  /** POST /api/services/{serviceId}/request-price-next */
  requestServicePrice(
    serviceId: string,
    body: ServiceBookingBody,
  ): Promise<E.Either<AppError, ServiceBookingResponse>>;
  /** POST /api/services/{serviceId}/reserve-service */
  reserveService(
    serviceId: string,
    body: ServiceBookingBody,
  ): Promise<E.Either<AppError, ServiceBookingResponse>>;
  /** POST /api/services/{serviceId}/save-for-later-service */
  saveServiceForLater(
    serviceId: string,
    body: ServiceBookingBody,
  ): Promise<E.Either<AppError, ServiceBookingResponse>>;
}
export const ServiceBookingGateway = token<ServiceBookingGateway>('ServiceBookingGateway');

import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  type BookingEnvelope,
  bookingFailure,
  requireUpdatedItem,
  ServiceBookingResponse,
} from '../../core/booking/booking-response.wire.js';
import type {
  ServiceBookingBody,
  ServiceBookingGateway,
} from '../../core/booking/service-booking-gateway.port.js';
import type { ItinerarySummary } from '../../core/itinerary/itinerary-summary.entity.js';
import type { AppError } from '../../core/shared/app-error.js';
import type { RestClient } from './rest-client.js';

/**
 * A booking answer that reports data.error and holds no updated item is a failed booking:
 * a 'booking' error with the host's message (bookingFailure). An answer with both an item
 * and an error is passed on whole: the item is real and the caller decides about the
 * warning (booking-response.wire.ts keeps the two apart for that reason).
 */
export const refuseFailedBooking = <
  I extends { readonly itinerary?: ItinerarySummary | null },
  R extends BookingEnvelope<I>,
>(
  answer: R,
): E.Either<AppError, R> => {
  const failure = bookingFailure(answer);
  return O.isSome(failure) && E.isLeft(requireUpdatedItem(answer)) ? E.left(failure.value) : E.right(answer);
};

type ServiceBookingCall = 'request-price-next' | 'reserve-service' | 'save-for-later-service';

/**
 * The three service booking calls (SPEC 7). HTTP failures, 400-499 included, come back as
 * the client made them, status and host message kept (SPEC 8 "booking rethrows 400-499
 * HTTP errors as-is").
 */
export class RestServiceBookingGateway implements ServiceBookingGateway {
  constructor(private readonly api: RestClient) {}

  requestServicePrice(serviceId: string, body: ServiceBookingBody) {
    return this.book(serviceId, 'request-price-next', body);
  }

  reserveService(serviceId: string, body: ServiceBookingBody) {
    return this.book(serviceId, 'reserve-service', body);
  }

  saveServiceForLater(serviceId: string, body: ServiceBookingBody) {
    return this.book(serviceId, 'save-for-later-service', body);
  }

  private async book(serviceId: string, call: ServiceBookingCall, body: ServiceBookingBody) {
    const path = `/api/services/${encodeURIComponent(serviceId)}/${call}`;
    const answer = await this.api.post(path, ServiceBookingResponse, { body });
    return E.flatMap(answer, refuseFailedBooking);
  }
}

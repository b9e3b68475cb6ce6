import * as E from 'fp-ts/lib/Either.js';
import type { BookingError } from '../booking-terms/index.js';
import type { ErrorReporter } from '../errors/index.js';
import type { ItineraryItem, StatusRequest, UpdatedItem } from '../itinerary/index.js';
import { serviceOutcome } from './reserve-outcome.rule.js';
import { type BookingResult, bookingCallFailure, bookingResult } from './reserve-result.js';
import type { ServiceBookingParams, ServiceItemOnTrip } from './service-booking-gateway.port.js';

/** Which service, on which item of which trip, with what the guest chose. */
export interface ServiceBookingRequest {
  readonly serviceId: string;
  readonly itemId: string;
  readonly itineraryId: string;
  readonly params: ServiceBookingParams;
}

export type ServiceBookingCall = (
  serviceId: string,
  on: ServiceItemOnTrip,
  choices: ServiceBookingParams,
) => Promise<E.Either<BookingError, UpdatedItem<ItineraryItem>>>;

export type ServiceBookingOutcome = E.Either<BookingError, BookingResult<ItineraryItem>>;

/**
 * The three service calls differ only in the call (docs/product/flows.md#status-requests and
 * docs/product/calls.md#service-booking-calls): each is given the service, the item on its
 * trip and the guest's params; the status fields they send are the adapter's. The confirmation reads the updated item, so a saved item's last change
 * date is the one the host now holds.
 */
export const requestServiceStatus = async (
  call: ServiceBookingCall,
  request: StatusRequest,
  errors: Pick<ErrorReporter, 'report'>,
  input: ServiceBookingRequest,
): Promise<ServiceBookingOutcome> => {
  const on = { itemId: input.itemId, itineraryId: input.itineraryId };
  const answer = await call(input.serviceId, on, input.params);
  if (E.isLeft(answer)) return E.left(bookingCallFailure(answer.left, errors, request));
  const { item } = answer.right;
  return E.right(
    bookingResult(answer.right, serviceOutcome(request), {
      startDate: item.startDate,
      bookingLeadTimeDuration: item.bookingLeadTimeDuration,
      timeZoneName: item.timeZoneName,
    }),
  );
};

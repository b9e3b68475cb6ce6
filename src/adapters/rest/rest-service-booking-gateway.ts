import * as E from 'fp-ts/lib/Either.js';
import type {
  ServiceBookingGateway,
  ServiceBookingParams,
  ServiceItemOnTrip,
} from '../../core/booking/index.js';
import type { StatusRequest } from '../../core/itinerary/index.js';
import type { RestClient } from './rest-client.js';
import { readBookingAnswer, ServiceBookingResponse } from './wire/booking-response.wire.js';
import { serviceBookingBody } from './wire/service-booking.wire.js';

const PATHS: Readonly<Record<StatusRequest, string>> = {
  'request-price': 'request-price-next',
  reserve: 'reserve-service',
  'save-for-later': 'save-for-later-service',
};

/**
 * The three service booking calls (docs/product/calls.md#service-booking-calls): the guest's
 * intent made into the wire body here (serviceBookingBody: the status fields and
 * targetEntityIds). Answers are read here (readBookingAnswer): a refusal in data.error or an
 * answer without the updated item is a 'booking' error. HTTP failures, 400-499 included, come
 * back as the client made them, status and host message kept
 * (docs/product/errors.md#item-operations).
 */
export class RestServiceBookingGateway implements ServiceBookingGateway {
  constructor(private readonly api: RestClient) {}

  requestServicePrice(serviceId: string, on: ServiceItemOnTrip, choices: ServiceBookingParams) {
    return this.book(serviceId, 'request-price', on, choices);
  }

  reserveService(serviceId: string, on: ServiceItemOnTrip, choices: ServiceBookingParams) {
    return this.book(serviceId, 'reserve', on, choices);
  }

  saveServiceForLater(serviceId: string, on: ServiceItemOnTrip, choices: ServiceBookingParams) {
    return this.book(serviceId, 'save-for-later', on, choices);
  }

  private async book(
    serviceId: string,
    request: StatusRequest,
    on: ServiceItemOnTrip,
    choices: ServiceBookingParams,
  ) {
    const path = `/api/services/${encodeURIComponent(serviceId)}/${PATHS[request]}`;
    const body = serviceBookingBody(request, on, choices);
    const answer = await this.api.post(path, ServiceBookingResponse, { body });
    return E.flatMap(answer, readBookingAnswer);
  }
}

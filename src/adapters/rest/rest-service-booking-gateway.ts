import * as E from 'fp-ts/lib/Either.js';
import type {
  ServiceBookingBody,
  ServiceBookingGateway,
} from '../../core/booking/service-booking-gateway.port.js';
import type { RestClient } from './rest-client.js';
import { readBookingAnswer, ServiceBookingResponse } from './wire/booking-response.wire.js';

type ServiceBookingCall = 'request-price-next' | 'reserve-service' | 'save-for-later-service';

/**
 * The three service booking calls (docs/product/calls.md#service-booking-calls). Answers are
 * read here (readBookingAnswer): a refusal in data.error or an answer without the updated
 * item is a 'booking' error. HTTP failures, 400-499 included, come back as the client made
 * them, status and host message kept (docs/product/errors.md#item-operations).
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
    return E.flatMap(answer, readBookingAnswer);
  }
}

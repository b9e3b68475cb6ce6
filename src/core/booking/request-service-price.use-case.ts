import type { ErrorReporter } from '../errors/error-reporter.port.js';
import {
  requestServiceStatus,
  type ServiceBookingOutcome,
  type ServiceBookingRequest,
} from './request-service-status.js';
import type { ServiceBookingGateway } from './service-booking-gateway.port.js';

export interface RequestServicePriceDeps {
  readonly bookings: Pick<ServiceBookingGateway, 'requestServicePrice'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * Asks the concierge for a service's price (docs/product/flows.md#status-requests and
 * docs/product/calls.md#service-booking-calls); the item goes in_progress and the guest is
 * told 'requested'.
 */
export const requestServicePrice = (
  deps: RequestServicePriceDeps,
  input: ServiceBookingRequest,
): Promise<ServiceBookingOutcome> =>
  requestServiceStatus(
    (id, on, choices) => deps.bookings.requestServicePrice(id, on, choices),
    'request-price',
    deps.errors,
    input,
  );

import type { ErrorReporter } from '../errors/error-reporter.port.js';
import {
  requestServiceStatus,
  type ServiceBookingOutcome,
  type ServiceBookingRequest,
} from './request-service-status.js';
import type { ServiceBookingGateway } from './service-booking-gateway.port.js';

export interface ReserveServiceDeps {
  readonly bookings: Pick<ServiceBookingGateway, 'reserveService'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * Reserves a service (docs/product/flows.md#status-requests,
 * docs/product/calls.md#service-booking-calls and docs/host/decisions.md#services-on-a-trip);
 * the item goes approved and the guest is told the request was sent ('booked').
 */
export const reserveService = (
  deps: ReserveServiceDeps,
  input: ServiceBookingRequest,
): Promise<ServiceBookingOutcome> =>
  requestServiceStatus(
    (id, on, choices) => deps.bookings.reserveService(id, on, choices),
    'reserve',
    deps.errors,
    input,
  );

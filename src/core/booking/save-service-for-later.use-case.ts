import type { ErrorReporter } from '../errors/error-reporter.port.js';
import {
  requestServiceStatus,
  type ServiceBookingOutcome,
  type ServiceBookingRequest,
} from './request-service-status.js';
import type { ServiceBookingGateway } from './service-booking-gateway.port.js';

export interface SaveServiceForLaterDeps {
  readonly bookings: Pick<ServiceBookingGateway, 'saveServiceForLater'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * Keeps a service on the trip for later (docs/product/flows.md#status-requests and
 * docs/product/calls.md#service-booking-calls); the item goes saved_for_later ('saved').
 */
export const saveServiceForLater = (
  deps: SaveServiceForLaterDeps,
  input: ServiceBookingRequest,
): Promise<ServiceBookingOutcome> =>
  requestServiceStatus(
    (id, on, choices) => deps.bookings.saveServiceForLater(id, on, choices),
    'save-for-later',
    deps.errors,
    input,
  );

import type { ErrorReporter } from '../errors/index.js';
import {
  requestServiceStatus,
  type ServiceBookingOutcome,
  type ServiceBookingRequest,
} from './request-service-status.js';
import type { ServiceBookingGateway } from './service-booking-gateway.port.js';

/*
 * The three status requests a guest makes on a service (docs/product/flows.md#status-requests):
 * each is requestServiceStatus with its own gateway call and outcome, so they live together.
 */

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

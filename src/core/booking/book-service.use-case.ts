import * as E from 'fp-ts/lib/Either.js';
import type { ItineraryItem, StatusRequest } from '../itinerary/index.js';
import { type GuestChoices, type GuestChoicesDeps, withGuestChoices } from './guest-choices.use-case.js';
import {
  type PlaceServiceDeps,
  type PlaceServiceRequest,
  placeService,
  type ServiceStepResult,
} from './place-service.use-case.js';
import type { BookingResult } from './reserve-result.js';
import type { ServiceBookingGateway, ServiceBookingParams } from './service-booking-gateway.port.js';
import {
  requestServicePrice,
  reserveService,
  saveServiceForLater,
} from './service-status-requests.use-case.js';

export {
  type AddServiceToTripResult,
  addServiceToTrip,
  type PlacedService,
  type PlaceServiceDeps,
  type PlaceServiceRequest,
  type ServicePlace,
  type ServiceStepResult,
} from './place-service.use-case.js';

export interface BookServiceDeps extends PlaceServiceDeps {
  readonly bookings: Pick<
    ServiceBookingGateway,
    'requestServicePrice' | 'reserveService' | 'saveServiceForLater'
  >;
}

export interface BookServiceRequest extends PlaceServiceRequest {
  readonly action: StatusRequest;
  readonly params: Omit<ServiceBookingParams, 'itemStartDate' | 'itemEndDate' | 'itemTimeSlot'>;
}

/**
 * A booking with the panel's choices: they are saved as the service's booking context (whose id
 * the calls send), and the host redeems a reserve's codes from it, as for homes (withGuestChoices).
 */
export interface BookServiceWithChoices extends BookServiceRequest {
  readonly choices: GuestChoices;
}

export type BookServiceResult = ServiceStepResult<BookingResult<ItineraryItem>>;

const CALLS = {
  'request-price': requestServicePrice,
  reserve: reserveService,
  'save-for-later': saveServiceForLater,
};

/** The service placed on its trip (placeService), then the booking call with what the panel priced. */
const placedAndCalled = async (
  deps: BookServiceDeps,
  request: BookServiceRequest,
): Promise<BookServiceResult> => {
  const placed = await placeService(deps, request, request.action);
  const { place, widened } = placed;
  if (E.isLeft(placed.outcome)) return { ...placed, outcome: placed.outcome };
  const { itineraryId, itemId } = placed.outcome.right;
  const outcome = await CALLS[request.action](deps, {
    serviceId: request.service.id,
    itemId,
    itineraryId,
    params: {
      ...request.params,
      itemStartDate: request.dates.itemStartDate ?? null,
      itemEndDate: request.dates.itemEndDate ?? null,
      itemTimeSlot: request.timeSlot,
    },
  });
  return { outcome, place, widened };
};

/**
 * Books a service from its panel (docs/product/flows.md#service-booking): the service placed
 * on its trip as addServiceToTrip does, then the request, reserve or save call with what the
 * panel priced. Given the panel's choices, they are saved as the booking context first and the
 * host redeems a reserve's promo codes from it (withGuestChoices, the homes' way too); without them the
 * params name the context the caller saved.
 */
export function bookService(deps: BookServiceDeps, request: BookServiceRequest): Promise<BookServiceResult>;
export function bookService(
  deps: BookServiceDeps & GuestChoicesDeps,
  request: BookServiceWithChoices,
): Promise<BookServiceResult>;
export async function bookService(
  deps: BookServiceDeps | (BookServiceDeps & GuestChoicesDeps),
  request: BookServiceRequest | BookServiceWithChoices,
): Promise<BookServiceResult> {
  if (!('choices' in request)) return placedAndCalled(deps, request);
  // The overloads pair choices with the deps that keep them.
  const withChoices = deps as BookServiceDeps & GuestChoicesDeps;
  return withGuestChoices(withChoices, request.choices, (contextId) =>
    placedAndCalled(deps, { ...request, params: { ...request.params, itemBookingContext: contextId } }),
  );
}

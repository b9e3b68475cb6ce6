import type { ServiceBookingParams, ServiceItemOnTrip } from '../../../core/booking/index.js';
import type { ItemStatus, StatusRequest } from '../../../core/itinerary/index.js';

/**
 * What the service calls send with each guest request (docs/product/flows.md#status-requests
 * and docs/product/calls.md#service-booking-calls): the status the item takes, the back
 * office's alice_status and state, and updateCaseFeed for the calls the concierge must hear
 * about (request and reserve, not save).
 */
export interface StatusRequestParams {
  readonly status: ItemStatus;
  readonly alice_status: string;
  readonly state: string;
  readonly updateCaseFeed?: true;
}

export const STATUS_REQUEST_PARAMS: Readonly<Record<StatusRequest, StatusRequestParams>> = {
  'request-price': {
    status: 'in_progress',
    alice_status: 'Pending',
    state: 'inProgress',
    updateCaseFeed: true,
  },
  reserve: { status: 'approved', alice_status: 'Approved', state: 'confirmed', updateCaseFeed: true },
  'save-for-later': { status: 'saved_for_later', alice_status: 'Saved For Later', state: 'savedForLater' },
};

/** targetEntityIds holds the itemId and the itineraryId (docs/product/calls.md#service-booking-calls). */
export interface TargetEntityIds {
  readonly itemId: string;
  readonly itineraryId: string;
}

/**
 * The body of the three service booking calls: the guest's choices, the status fields of
 * STATUS_REQUEST_PARAMS for the call (alice_status, state, updateCaseFeed true for request
 * and reserve), and the target item and itinerary.
 */
export interface ServiceBookingBody extends ServiceBookingParams, StatusRequestParams {
  readonly targetEntityIds: TargetEntityIds;
}

/** The wire body for a guest's request on an item of a trip, its fields in the order the host has always seen. */
export const serviceBookingBody = (
  request: StatusRequest,
  on: ServiceItemOnTrip,
  choices: ServiceBookingParams,
): ServiceBookingBody => ({
  ...choices,
  ...STATUS_REQUEST_PARAMS[request],
  targetEntityIds: { itemId: on.itemId, itineraryId: on.itineraryId },
});

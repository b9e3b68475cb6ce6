import type { ItemStatus } from './item-status.rule.js';

/**
 * What the service calls send with each guest request (docs/product/flows.md#status-requests
 * and docs/product/calls.md#service-booking-calls): the status the item takes, the back
 * office's alice_status and state, and updateCaseFeed for the calls the concierge must hear
 * about (request and reserve, not save).
 */
export type StatusRequest = 'request-price' | 'reserve' | 'save-for-later';

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

/**
 * A listing reserve sends this status, and the local item becomes approved
 * (docs/product/flows.md#status-requests).
 */
export const LISTING_RESERVE = { sentStatus: 'Approved', localStatus: 'approved' } as const satisfies {
  sentStatus: string;
  localStatus: ItemStatus;
};

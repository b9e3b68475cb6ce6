import type { ItemStatus } from './item-status.rule.js';

/**
 * The three requests a guest makes of an item (docs/product/flows.md#status-requests); the
 * status fields each sends are the REST adapter's (wire/service-booking.wire.ts).
 */
export type StatusRequest = 'request-price' | 'reserve' | 'save-for-later';

/**
 * A listing reserve sends this status, and the local item becomes approved
 * (docs/product/flows.md#status-requests).
 */
export const LISTING_RESERVE = { sentStatus: 'Approved', localStatus: 'approved' } as const satisfies {
  sentStatus: string;
  localStatus: ItemStatus;
};

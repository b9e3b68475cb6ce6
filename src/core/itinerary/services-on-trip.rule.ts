import { canonicalItemStatus, type ItemStatus, statusRank } from './item-status.rule.js';
import { statusLabel } from './item-status-label.rule.js';
import type { ItineraryItem } from './itinerary-item.entity.js';

/** What a service's card says when the trip already holds it (docs/product/routes.md#service-details). */
export interface OnTrip {
  /** The status label of its item (item-status-label.rule.ts), or null where none is shown. */
  readonly status: string | null;
}

// A canceled or unavailable item says less about the service now than one still going.
const ENDED: readonly ItemStatus[] = ['canceled', 'not_available'];

const STILL_GOING = 100;

const weight = (status: ItemStatus): number =>
  (ENDED.includes(status) ? 0 : STILL_GOING) + statusRank(status);

/**
 * The services a trip holds, by service id. When the trip holds one service more than once,
 * the item that is still going and furthest along speaks for it (booked over quoted over
 * draft); an ended item (canceled, not available) speaks only when nothing else does.
 */
export const servicesOnTrip = (
  items: readonly Pick<ItineraryItem, 'serviceId' | 'status'>[],
): ReadonlyMap<string, OnTrip> => {
  const chosen = new Map<string, ItemStatus>();
  for (const item of items) {
    if (!item.serviceId) continue;
    const status = canonicalItemStatus(item.status);
    const held = chosen.get(item.serviceId);
    if (held === undefined || weight(status) > weight(held)) chosen.set(item.serviceId, status);
  }
  return new Map(
    [...chosen].map(([serviceId, status]) => [serviceId, { status: statusLabel(status) ?? null }]),
  );
};

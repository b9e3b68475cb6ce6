import type { ItemStatus } from './item-status.rule.js';
import { ITEM_MOVES } from './item-status-transition.rule.js';

/**
 * A home's stay holds its nights on the home's calendar once approved or booked: from then on
 * its dates and guests are the concierge's to change, and the host refuses the guest with 409
 * (docs/host/decisions.md#homes-by-booking-setting).
 */
export const STAY_HOLDING_STATUSES: readonly ItemStatus[] = ['approved', 'booked'];

/**
 * Whether a status is the end of the road: no move of docs/host/decisions.md#status-moves
 * starts from it (canceled).
 */
const isFinal = (status: ItemStatus): boolean =>
  Object.values(ITEM_MOVES).every((move) => !move.from.includes(status));

/**
 * Whether the trip's owner may still change a home's dates and guests: not while the stay
 * holds its nights (the concierge's then), and not once it went where nothing leads on, where
 * a new stay would serve nothing.
 */
export const canChangeStay = (status: ItemStatus): boolean =>
  !STAY_HOLDING_STATUSES.includes(status) && !isFinal(status);

/**
 * Whether a home on the trip is reserved from its row: once the concierge quoted it, reserving
 * asks for that quote (status Approved, reserveListingItem) and waits for the concierge's
 * confirmation. The other statuses a reserve starts from (docs/host/decisions.md#status-moves)
 * are reserved where the booking setting decides the outcome, the home's own page: a Request
 * Price home is refused before its quote (409), an integration books at once.
 */
export const canReserveFromTrip = (status: ItemStatus): boolean =>
  status === 'quoted' && ITEM_MOVES.reserve.from.includes(status);

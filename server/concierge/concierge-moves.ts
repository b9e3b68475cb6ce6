import { ITEM_MOVES } from '../../src/core/itinerary/index.js';
import { releaseNights } from '../bookings/reserved-nights.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { assertCanMove, type RequestedAction } from '../itinerary-items/item-status-moves.js';
import { recordStatusEvent } from '../trips/trip-history.store.js';
import { type FoundItem, lockItemOfEitherKind, updateItemStatus } from './concierge-items.store.js';
import { type QuoteJson, quoteColumns } from './item-quote.js';

/**
 * The concierge's actions (docs/host/decisions.md#concierge-work), named as the core's table
 * names them; the table says where each leaves the item. Each is also the path segment of its
 * route and the name of its command.
 */
export const CONCIERGE_ACTIONS = [
  'quote',
  'confirm',
  'mark-unavailable',
  'cancel',
] as const satisfies readonly RequestedAction[];

export type ConciergeAction = (typeof CONCIERGE_ACTIONS)[number];

export const isConciergeAction = (value: string): value is ConciergeAction =>
  (CONCIERGE_ACTIONS as readonly string[]).includes(value);

export const ITEM_NOT_FOUND = 'Itinerary item not found';

/** What a move answers: the item types of docs/product/entities.md#booking-context name the two kinds. */
export interface MovedItem {
  itemId: string;
  itemType: 'ItineraryItem' | 'ItineraryListingItem';
  itineraryId: string;
  previousStatus: string;
  status: string;
}

export interface MoveRequest {
  itemId: string;
  action: ConciergeAction;
  actorUserId: string | null;
  reason?: string | null;
  quote?: QuoteJson;
}

/** The item behind `itemId`, locked for the move; 404 when neither kind has it. */
const findItem = async (tx: Queryable, itemId: string): Promise<FoundItem> => {
  const item = await lockItemOfEitherKind(tx, itemId);
  if (!item) throw new HttpError(404, ITEM_NOT_FOUND);
  return item;
};

/**
 * One concierge move, in one transaction: 404 for an unknown item, 409 when the item's
 * status does not allow it (assertCanMove). The move is recorded in item_status_events;
 * a home that becomes unavailable or canceled gives its reserved nights back.
 */
export const moveItemAsConcierge = (db: Database, request: MoveRequest): Promise<MovedItem> =>
  db.transaction(async (tx) => {
    const item = await findItem(tx, request.itemId);
    assertCanMove(request.action, item.status);
    const to = ITEM_MOVES[request.action].to;
    const quoted = request.action === 'quote' ? quoteColumns(item.kind, request.quote ?? {}) : null;
    await updateItemStatus(tx, item, to, quoted);
    if (item.kind === 'listing' && (to === 'not_available' || to === 'canceled'))
      await releaseNights(tx, item.id);
    await recordStatusEvent(tx, {
      itineraryId: item.itineraryId,
      itemId: item.id,
      kind: item.kind,
      from: item.status,
      to,
      reason: request.reason ?? null,
      actorUserId: request.actorUserId,
      actorRole: 'concierge',
    });
    return {
      itemId: item.id,
      itemType: item.kind === 'service' ? 'ItineraryItem' : 'ItineraryListingItem',
      itineraryId: item.itineraryId,
      previousStatus: item.status,
      status: to,
    };
  });

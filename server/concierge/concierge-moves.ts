import { ITEM_MOVES } from '../../src/core/itinerary/item-status-transition.rule.js';
import { releaseNights } from '../bookings/reserved-nights.js';
import type { Database, Queryable } from '../db/database.js';
import type { ItemKind, ItineraryItemRow, ItineraryListingItemRow } from '../db/rows/trips.js';
import { HttpError } from '../http/http-error.js';
import { assertCanMove, type RequestedAction } from '../itinerary-items/item-status-moves.js';
import { recordStatusEvent } from '../trips/trip-history.js';
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

/** An item of either kind: a service (itinerary_items) or a home (itinerary_listing_items). */
interface FoundItem {
  kind: ItemKind;
  id: string;
  itineraryId: string;
  status: string;
}

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

const TABLES = { service: 'itinerary_items', listing: 'itinerary_listing_items' } as const;

/** The item behind `itemId`, locked for the move; ids are random, so at most one table has it. */
const findItem = async (tx: Queryable, itemId: string): Promise<FoundItem> => {
  for (const kind of ['service', 'listing'] as const) {
    const { rows } = await tx.query<
      Pick<ItineraryItemRow | ItineraryListingItemRow, 'id' | 'itinerary_id' | 'status'>
    >(`select id, itinerary_id, status from ${TABLES[kind]} where id = $1 for update`, [itemId]);
    const row = rows[0];
    if (row) return { kind, id: row.id, itineraryId: row.itinerary_id, status: row.status };
  }
  throw new HttpError(404, ITEM_NOT_FOUND);
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
    // The column name comes from quoteColumns' fixed set, never from the request.
    await tx.query(
      `update ${TABLES[item.kind]} set status = $2, updated_at = now()${quoted ? `, ${quoted.column} = $3::jsonb` : ''}
        where id = $1`,
      quoted ? [item.id, to, JSON.stringify(quoted.value)] : [item.id, to],
    );
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

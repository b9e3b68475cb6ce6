import { ITEM_MOVES } from '../../../src/core/itinerary/item-status-transition.rule.js';
import type { UserRecord } from '../../auth/user.js';
import { promoCodeIdsOf } from '../../bookings/booking-context-read.js';
import { assertQuoteUnchanged, voidQuote } from '../../bookings/quote-void.js';
import { type PricedService, recordServiceReservedTotal } from '../../bookings/reserved-total.js';
import type { Queryable } from '../../db/database.js';
import type { BookingContextRow } from '../../db/rows/booking-contexts-promos.js';
import type { Prefixed } from '../../db/rows/row-shapes.js';
import type { ServiceRow } from '../../db/rows/services.js';
import type { UserRow } from '../../db/rows/users-sessions.js';
import { HttpError } from '../../http/http-error.js';
import { redeemChosenCodes } from '../../promo-codes/promo-redemption.workflow.js';
import { widenItineraryForItem } from '../../trips/itinerary-dates.store.js';
import { addCaseFeedEntry, recordStatusEvent } from '../../trips/trip-history.store.js';
import { assertCanMove, type RequestedAction } from '../item-status-moves.js';
import { assertServiceDatesAllowed } from './service-date-rules.js';
import { serviceFieldsOf, timeSlotOf } from './service-descriptors-json.js';
import { missingFields } from './service-field-values.js';
import {
  dateRulesOf,
  loadOwnedServiceItem,
  type OwnedServiceItemRow,
  quotedService,
} from './service-item-record.js';
import { itemDates } from './service-item-schemas.js';
import { type PriceEntryInput, priceEntries } from './service-price-entries.js';

/**
 * The three service calls of docs/product/calls.md#service-booking-calls, the action each
 * asks of the item (its new status is the core's table's,
 * docs/host/decisions.md#status-moves) and how the trip's history words it.
 */
export type ServiceBookingCall = 'request-price-next' | 'reserve-service' | 'save-for-later-service';

export const SERVICE_BOOKING_ACTIONS: Readonly<
  Record<ServiceBookingCall, { action: RequestedAction; reason: string; feed: string }>
> = {
  'request-price-next': {
    action: 'request-price',
    reason: 'Guest requested a price',
    feed: 'asked for a price for',
  },
  'reserve-service': { action: 'reserve', reason: 'Guest reserved', feed: 'reserved' },
  'save-for-later-service': {
    action: 'save-for-later',
    reason: 'Guest saved for later',
    feed: 'saved for later',
  },
};

/** The body the app sends (core ServiceBookingBody); the status fields are the call's, read from the path. */
export interface ServiceBookingBody {
  targetEntityIds: { itemId: string; itineraryId: string };
  itemBookingContext?: string | null;
  itemStartDate?: string | null;
  itemEndDate?: string | null;
  itemTimeSlot?: { start: string; end: string; isNoPreference?: boolean | null } | null;
  itineraryItemPricing?: PriceEntryInput[] | null;
  cardId?: string | null;
  updateCaseFeed?: boolean;
}

/**
 * The booking context the guest chose in (booking_contexts): what the body leaves out is
 * taken from its booking state. It must be the guest's own, or still anonymous.
 */
const contextState = async (db: Queryable, contextId: string | null | undefined, userId: string) => {
  if (!contextId) return {};
  const { rows } = await db.query<Pick<BookingContextRow, 'booking_state'>>(
    'select booking_state from booking_contexts where id = $1 and (user_id = $2 or user_id is null)',
    [contextId, userId],
  );
  if (!rows[0]) throw new HttpError(400, 'itemBookingContext names no booking context of yours');
  return rows[0].booking_state;
};

const checkCard = async (db: Queryable, cardId: string, userId: string): Promise<void> => {
  const { rows } = await db.query('select 1 from payment_cards where id = $1 and user_id = $2', [
    cardId,
    userId,
  ]);
  if (rows.length === 0) throw new HttpError(400, 'cardId names no card of yours');
};

/**
 * A reserve needs the date and every field the service requires
 * (docs/product/flows.md#reserve-error-types).
 */
const assertReservable = (
  item: OwnedServiceItemRow,
  start: string | null,
  values: OwnedServiceItemRow['field_values'],
) => {
  if (!item.is_bookable)
    throw new HttpError(400, 'This service cannot be reserved here: send your concierge a message about it');
  if (!start) throw new HttpError(400, 'Choose a date for this service before reserving it');
  const required = new Set(
    serviceFieldsOf(item.fields)
      .filter((field) => field.required === true)
      .map((field) => field.id),
  );
  const missing = missingFields(item.fields, values).filter((field) => required.has(field.id));
  if (missing.length > 0)
    throw new HttpError(
      400,
      `Fill in ${missing.map((field) => field.name ?? field.id).join(', ')} before reserving this service`,
    );
};

const sameInstant = (a: string | null, b: string | null): boolean =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/** A price line as a quote sees it; stored JSON (jsonb) keeps no key order, so lines are compared by value. */
const lineKey = (line: unknown): string => {
  const entry = (line ?? {}) as Record<string, unknown>;
  return [entry.pricingHeaderId, entry.pricingOptionId, entry.pricingConfigId, entry.quantity ?? null].join(
    '|',
  );
};

const slotKey = (slot: unknown): string => {
  const value = (slot ?? {}) as { start?: unknown; end?: unknown; isNoPreference?: unknown };
  const at = (instant: unknown) => (typeof instant === 'string' ? Date.parse(instant) : null);
  return [at(value.start), at(value.end), value.isNoPreference === true].join('|');
};

/** Whether the call changes what a quote priced: the dates or time, the price lines. */
const serviceChoiceChanges = (
  item: OwnedServiceItemRow,
  chosen: { start: string | null; end: string | null; timeSlot: unknown; pricing: unknown[] | null },
) => {
  const dates =
    !sameInstant(chosen.start, item.start_at) ||
    !sameInstant(chosen.end, item.end_at) ||
    (chosen.timeSlot != null && slotKey(chosen.timeSlot) !== slotKey(item.time_slot));
  const stored = Array.isArray(item.item_price) ? item.item_price : [];
  const prices =
    chosen.pricing !== null &&
    (chosen.pricing.length !== stored.length ||
      chosen.pricing.some((line, index) => lineKey(line) !== lineKey(stored[index])));
  return { dates, any: dates || prices };
};

/** The item's prices as the reserve reads them, after the call's choices are stored. */
const pricedService = async (db: Queryable, itemId: string): Promise<PricedService> => {
  const { rows } = await db.query<PricedService>(
    `select ii.id, ii.item_price, ii.adjustments, s.pricing_config, s.descriptors
       from itinerary_items ii join services s on s.id = ii.service_id where ii.id = $1`,
    [itemId],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'Itinerary item not found');
  return row;
};

const dayAndTime = (instant: string | null): string =>
  instant ? ` on ${instant.slice(0, 16).replace('T', ' ')} UTC` : '';

/**
 * Moves a service item for one of the three calls, in the caller's transaction: checks the
 * owner and the move (401/403/404/409), applies the guest's dates, time slot, price choice
 * and card (each checked, 400), checks what a reserve needs, then records the move and, when
 * asked, a note on the case feed. Answers the item's id.
 */
export const bookService = async (
  db: Queryable,
  user: UserRecord,
  serviceId: string,
  call: ServiceBookingCall,
  body: ServiceBookingBody,
  now: Date,
): Promise<{ itemId: string; itineraryId: string }> => {
  const { itemId, itineraryId } = body.targetEntityIds;
  const { action, reason, feed } = SERVICE_BOOKING_ACTIONS[call];
  const to = ITEM_MOVES[action].to;
  const { item } = await loadOwnedServiceItem(db, itineraryId, itemId, user.id, { forUpdate: true });
  if (item.service_id !== serviceId)
    throw new HttpError(400, `targetEntityIds.itemId is not an item of service ${serviceId}`);
  assertCanMove(action, item.status);

  const context = await contextState(db, body.itemBookingContext, user.id);
  const startInput = body.itemStartDate ?? context.itemStartDate;
  const endInput = body.itemEndDate ?? context.itemEndDate;
  const [newStart, newEnd] = itemDates(startInput, endInput, ['itemStartDate', 'itemEndDate']);
  const start = newStart ?? item.start_at;
  const end = newStart ? newEnd : item.end_at;
  // The context's slot was stored by the browser: kept only if it is a slot.
  const timeSlot = body.itemTimeSlot ?? timeSlotOf(context.itemTimeSlot);
  const pricingInput = body.itineraryItemPricing ?? context.itineraryItemPricing ?? null;
  const pricing = pricingInput ? priceEntries(item.pricing_config, pricingInput) : null;
  const cardId = body.cardId ?? context.cardId ?? null;
  if (cardId) await checkCard(db, cardId, user.id);
  if (action === 'reserve') assertReservable(item, start, item.field_values);
  const changed = serviceChoiceChanges(item, { start, end, timeSlot, pricing });
  if (changed.dates || action === 'reserve')
    await assertServiceDatesAllowed(
      db,
      dateRulesOf(item),
      { start, end, timeSlot: timeSlot ?? item.time_slot },
      now,
      { reserve: action === 'reserve' },
    );
  // A quote priced what was quoted: a reserve that changes it is refused, anything else voids it.
  if (action === 'reserve') assertQuoteUnchanged(quotedService(item), changed.any);
  const from = changed.any ? await voidQuote(db, quotedService(item), user.id) : item.status;

  const { rows } = await db.query<
    Prefixed<'service_', Pick<ServiceRow, 'name'>> & Pick<UserRow, 'first_name' | 'last_name'>
  >(
    `update itinerary_items ii
        set status = $2, start_at = $3::timestamptz, end_at = $4::timestamptz,
            is_date_selected = ($3::timestamptz is not null),
            time_slot = coalesce($5::jsonb, ii.time_slot),
            item_price = coalesce($6::jsonb, ii.item_price),
            card_id = coalesce($7, ii.card_id), updated_at = now()
       from services s, users u
      where ii.id = $1 and s.id = ii.service_id and u.id = $8
      returning s.name as service_name, u.first_name, u.last_name`,
    [
      item.id,
      to,
      start,
      end,
      timeSlot ? JSON.stringify(timeSlot) : null,
      pricing ? JSON.stringify(pricing) : null,
      cardId,
      user.id,
    ],
  );
  await widenItineraryForItem(db, item.id);
  if (action === 'reserve') {
    // The codes the guest chose in the panel come off before the total is recorded.
    await redeemChosenCodes(db, user.id, { itineraryId, itemId }, promoCodeIdsOf(context), now);
    // What the reserve charges: the host's own computation, never a number the guest sent.
    await recordServiceReservedTotal(db, await pricedService(db, item.id));
  }
  await recordStatusEvent(db, {
    itineraryId,
    itemId,
    kind: 'service',
    from,
    to,
    reason,
    actorUserId: user.id,
    actorRole: 'guest',
  });
  const names = rows[0];
  if (body.updateCaseFeed && names)
    await addCaseFeedEntry(
      db,
      itineraryId,
      user.id,
      `${`${names.first_name} ${names.last_name}`.trim()} ${feed} ${names.service_name}${dayAndTime(start)}.`,
    );
  return { itemId, itineraryId };
};

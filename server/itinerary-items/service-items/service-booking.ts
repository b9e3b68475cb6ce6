import { ITEM_MOVES } from '../../../src/core/itinerary/index.js';
import type { UserRecord } from '../../auth/user.js';
import { findBookingStateReadableBy } from '../../booking-contexts/booking-context.store.js';
import { promoCodeIdsOf } from '../../bookings/booking-context-read.js';
import { assertQuoteUnchanged, voidQuote } from '../../bookings/quote-void.js';
import { type PricedService, recordServiceReservedTotal } from '../../bookings/reserved-total.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { isCardOfUser } from '../../payments/payment-card.store.js';
import { redeemChosenCodes } from '../../promo-codes/promo-redemption.workflow.js';
import { widenItineraryForItem } from '../../trips/itinerary-dates.store.js';
import { addCaseFeedEntry, recordStatusEvent } from '../../trips/trip-history.store.js';
import { assertCanMove, type RequestedAction } from '../item-status-moves.js';
import { assertServiceDatesAllowed } from './service-date-rules.js';
import { serviceFieldsOf, timeSlotOf } from './service-descriptors-json.js';
import { missingFields } from './service-field-values.js';
import { findPricedService, type OwnedServiceItemRow } from './service-item.store.js';
import { storeServiceBookingChoice } from './service-item-choice.store.js';
import { dateRulesOf, loadOwnedServiceItem, quotedService } from './service-item-record.js';
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
  const context = await findBookingStateReadableBy(db, contextId, userId);
  if (!context) throw new HttpError(400, 'itemBookingContext names no booking context of yours');
  return context.booking_state;
};

const checkCard = async (db: Queryable, cardId: string, userId: string): Promise<void> => {
  if (!(await isCardOfUser(db, cardId, userId))) throw new HttpError(400, 'cardId names no card of yours');
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
  const row = await findPricedService(db, itemId);
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

  const names = await storeServiceBookingChoice(db, item.id, user.id, {
    status: to,
    start,
    end,
    timeSlot,
    pricing,
    cardId,
  });
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
  if (body.updateCaseFeed && names)
    await addCaseFeedEntry(
      db,
      itineraryId,
      user.id,
      `${`${names.first_name} ${names.last_name}`.trim()} ${feed} ${names.service_name}${dayAndTime(start)}.`,
    );
  return { itemId, itineraryId };
};

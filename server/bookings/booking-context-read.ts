import * as E from 'fp-ts/lib/Either.js';
import { BookingState } from '../../src/core/booking/index.js';
import { decode, struct, utcDay } from '../../src/core/shared/index.js';
import { findBookingContext } from '../booking-contexts/booking-context.store.js';
import { assertPartyWithinLimits } from '../catalog/party-limits.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';

export const BOOKING_CONTEXT_NOT_FOUND = 'Booking context not found';
export const NOT_YOUR_BOOKING_CONTEXT = 'This booking context belongs to another guest.';

const { itemStartDate, itemEndDate, adultCount, childCount, infantCount, petCount } = BookingState.optional;
const { itineraryName, productLine, leadId, pmId } = BookingState.optional;

// Only what a home's booking reads, with the app's own codecs: a context also holds values
// for other forms (pricing fields, billing) that must not stop a booking when odd.
const StayChoiceState = struct(
  'StayChoice',
  {},
  {
    itemStartDate,
    itemEndDate,
    adultCount,
    childCount,
    infantCount,
    petCount,
    itineraryName,
    productLine,
    leadId,
    pmId,
  },
);

export interface StayChoice {
  contextId: string;
  itemId: string;
  itemType: string;
  /** Check-in and check-out days, when the guest chose them. */
  startDate: string | null;
  endDate: string | null;
  party: { adultCount?: number; childCount?: number; infantCount?: number; petCount?: number };
  itineraryName: string | null;
  productLine: string | null;
  leadId: string | null;
  pmId: string | null;
  /** The promo codes the guest applied in the panel, by id: a reserve redeems them on its item. */
  promoCodeIds: string[];
}

/**
 * The ids of the promo codes a booking state holds (the panel keeps the accepted codes whole,
 * docs/product/entities.md#booking-state). Stored by the browser: anything that is not a code
 * with an id is left out, and the host judges each id again before it takes anything off.
 */
export const promoCodeIdsOf = (bookingState: unknown): string[] => {
  const codes = (bookingState as { promoCodes?: unknown } | null)?.promoCodes;
  if (!Array.isArray(codes)) return [];
  const ids = codes.flatMap((code) => {
    const id = (code as { objectId?: unknown } | null)?.objectId;
    return typeof id === 'string' && id.length > 0 && id.length <= 64 ? [id] : [];
  });
  return [...new Set(ids)].slice(0, 20);
};

const dayOrNull = (value: string | null | undefined): string | null =>
  value ? (utcDay(value) ?? null) : null;

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * What the guest chose in booking context `contextId`
 * (docs/product/entities.md#booking-context): the stay's days, the party and the trip
 * details. A context nobody has claimed yet is held by its id (an anonymous visitor's); a
 * claimed one is its guest's alone: 403 for anyone else.
 */
export const loadStayChoice = async (
  db: Queryable,
  contextId: string,
  userId: string,
): Promise<StayChoice> => {
  const row = await findBookingContext(db, contextId);
  if (!row) throw new HttpError(404, BOOKING_CONTEXT_NOT_FOUND);
  if (row.user_id !== null && row.user_id !== userId) throw new HttpError(403, NOT_YOUR_BOOKING_CONTEXT);
  const state = decode(StayChoiceState, row.booking_state, 'booking context');
  if (E.isLeft(state)) throw new HttpError(400, state.left.message);
  const choice = state.right;
  // Stored by the browser before any limit was checked: a count beyond the party's limits
  // would fail a column (a 500), so it is refused here in words (party-limits.ts).
  assertPartyWithinLimits(choice, 'booking context: ');
  const party = Object.fromEntries(
    (['adultCount', 'childCount', 'infantCount', 'petCount'] as const).flatMap((key) =>
      present(choice[key]) ? [[key, choice[key]]] : [],
    ),
  );
  return {
    contextId: row.id,
    itemId: row.item_id,
    itemType: row.item_type,
    startDate: dayOrNull(choice.itemStartDate),
    endDate: dayOrNull(choice.itemEndDate),
    party,
    itineraryName: choice.itineraryName ?? null,
    productLine: choice.productLine ?? null,
    leadId: choice.leadId ?? null,
    pmId: choice.pmId ?? null,
    promoCodeIds: promoCodeIdsOf(row.booking_state),
  };
};

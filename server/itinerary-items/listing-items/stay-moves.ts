import { ITEM_MOVES } from '../../../src/core/itinerary/index.js';
import type { UserRecord } from '../../auth/user.js';
import type { StayChoice } from '../../bookings/booking-context-read.js';
import { assertQuoteUnchanged, voidQuote } from '../../bookings/quote-void.js';
import { hasCardOnFile, reserveStatus } from '../../bookings/reserve-status.js';
import { holdNights } from '../../bookings/reserved-nights.js';
import { recordStayReservedTotal } from '../../bookings/reserved-total.js';
import type { HomeRecord } from '../../catalog/home.store.js';
import type { StayParty } from '../../catalog/stay-check.js';
import type { StayDates } from '../../catalog/stay-dates.js';
import type { Queryable } from '../../db/database.js';
import { redeemChosenCodes } from '../../promo-codes/promo-redemption.workflow.js';
import { widenItineraryDates } from '../../trips/itinerary-dates.store.js';
import { addCaseFeedEntry } from '../../trips/trip-history.store.js';
import { assertCanMove } from '../item-status-moves.js';
import { findListingItemRow, type ListingItemRow } from './listing-item.store.js';
import {
  clearListingItemQuote,
  setListingItemStayAndParty,
  setListingItemTerms,
} from './listing-item-choice.store.js';
import { partyOf, quotedStay } from './listing-item-record.js';
import { moveListingItem } from './listing-item-status.js';
import { assertStayPossible, readStayDays, storedStay } from './stay-rules.js';

/** A guest's request about one home on one of their trips, inside a transaction. */
export interface StayRequest {
  user: UserRecord;
  home: HomeRecord;
  itineraryId: string;
  item: ListingItemRow;
  /** The booking context the guest chose in, if any: its dates and party win. */
  choice: StayChoice | null;
  now: Date;
}

export interface ReserveTerms {
  updateCaseFeed: boolean;
  didConfirmTerms?: boolean | null;
  confirmedTermsMethod?: string | null;
}

/** Whether storing the choice changes the item's stay or party (what a quote priced). */
const choiceChanges = (item: ListingItemRow, stay: StayDates | null, party: StayParty): boolean =>
  (stay !== null && (stay.startDate !== item.check_in_date || stay.endDate !== item.check_out_date)) ||
  party.adultCount !== item.adult_count ||
  party.childCount !== item.child_count ||
  party.infantCount !== item.infant_count ||
  party.petCount !== item.pet_count;

/**
 * Stores the context's dates and party on the item (the guest's latest choice) and answers the
 * item as it now is. A choice that changes what the concierge quoted voids the quote
 * (quote-void.ts), or, for a reserve (`keepQuote`), is refused: the quote's price no longer holds.
 */
const applyChoice = async (
  tx: Queryable,
  { item, choice, user }: StayRequest,
  { keepQuote }: { keepQuote: boolean },
): Promise<ListingItemRow> => {
  if (!choice) return item;
  // Dates the guest chose must make a stay; a context without dates keeps the item's.
  const chosen =
    choice.startDate || choice.endDate
      ? readStayDays(choice.startDate, choice.endDate, { checkIn: 'itemStartDate', checkOut: 'itemEndDate' })
      : null;
  const party = { ...partyOf(item), ...choice.party };
  const changed = choiceChanges(item, chosen, party);
  if (keepQuote) assertQuoteUnchanged(quotedStay(item), changed);
  await setListingItemStayAndParty(
    tx,
    item.id,
    {
      startDate: chosen ? chosen.startDate : item.check_in_date,
      endDate: chosen ? chosen.endDate : item.check_out_date,
      isDateSelected: chosen !== null || item.is_date_selected,
    },
    party,
  );
  if (changed) await voidQuote(tx, quotedStay(item), user.id);
  return (await findListingItemRow(tx, item.id)) ?? item;
};

const stayWords = (home: HomeRecord, stay: StayDates, party: StayParty) =>
  `${home.name} (${home.id}), ${stay.startDate} to ${stay.endDate}, ${party.adultCount} adults, ` +
  `${party.childCount} children, ${party.infantCount} infants, ${party.petCount} pets`;

const guestName = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Checks the choice, the stay and the move; answers the item as checked and its stay. */
const prepare = async (tx: Queryable, request: StayRequest, calendar: boolean) => {
  const item = await applyChoice(tx, request, { keepQuote: !calendar });
  const stay = storedStay(item.check_in_date, item.check_out_date);
  await assertStayPossible(tx, request.home, stay, partyOf(item), request.now, { calendar });
  return { item, stay };
};

/**
 * Request price (docs/host/decisions.md#status-moves: draft, info, saved_for_later,
 * not_available -> in_progress): the concierge hears of it on the case feed, since someone
 * must quote it.
 */
export const requestStayPrice = async (
  tx: Queryable,
  request: StayRequest,
  { note, extra = '' }: { note: boolean; extra?: string },
): Promise<void> => {
  assertCanMove('request-price', request.item.status);
  const { item, stay } = await prepare(tx, request, true);
  // A new price is asked for: an old quote (kept on a saved item) no longer applies.
  await clearListingItemQuote(tx, item.id);
  await moveListingItem(tx, {
    itineraryId: request.itineraryId,
    listingItemId: item.id,
    from: item.status,
    to: ITEM_MOVES['request-price'].to,
    reason: 'Guest requested a price',
    actorUserId: request.user.id,
  });
  await widenItineraryDates(tx, request.itineraryId, stay.startDate, stay.endDate);
  if (note) {
    const words = `${guestName(request.user)} requested a price for ${stayWords(request.home, stay, partyOf(item))}.`;
    await addCaseFeedEntry(tx, request.itineraryId, request.user.id, `${words}${extra}`);
  }
};

/**
 * Reserve (docs/host/decisions.md#status-moves: draft, info, quoted, saved_for_later ->
 * approved or booked, by booking setting). The nights go on the home's calendar in the same
 * transaction as the move, so the no-overlap constraint decides between racing guests; the
 * caller maps its refusal (23P01).
 */
export const reserveStay = async (
  tx: Queryable,
  request: StayRequest,
  terms: ReserveTerms,
): Promise<string> => {
  assertCanMove('reserve', request.item.status);
  const { item, stay } = await prepare(tx, request, false);
  // Nights someone else took are the first thing the guest hears of (one message: the dates),
  // before any card: the hold is undone with the transaction if the move is refused.
  await holdNights(tx, request.home.id, item.id, stay);
  const to = reserveStatus(
    request.home.booking_setting,
    item.status,
    await hasCardOnFile(tx, request.user.id, request.now),
  );
  // The codes the guest chose in the panel come off before the total is recorded.
  await redeemChosenCodes(
    tx,
    request.user.id,
    { itineraryId: request.itineraryId, itemId: item.id },
    request.choice?.promoCodeIds ?? [],
    request.now,
  );
  // What the reserve charges: the host's own computation, never a number the guest sent.
  await recordStayReservedTotal(tx, request.home, item);
  await setListingItemTerms(tx, item.id, terms.didConfirmTerms ?? null, terms.confirmedTermsMethod ?? null);
  await moveListingItem(tx, {
    itineraryId: request.itineraryId,
    listingItemId: item.id,
    from: item.status,
    to,
    reason: to === 'booked' ? 'Guest booked instantly' : 'Guest reserved',
    actorUserId: request.user.id,
  });
  await widenItineraryDates(tx, request.itineraryId, stay.startDate, stay.endDate);
  if (terms.updateCaseFeed) {
    const done = to === 'booked' ? 'booked' : 'reserved (awaiting confirmation)';
    await addCaseFeedEntry(
      tx,
      request.itineraryId,
      request.user.id,
      `${guestName(request.user)} ${done} ${stayWords(request.home, stay, partyOf(item))}.`,
    );
  }
  return to;
};

/**
 * Save for later (docs/host/decisions.md#status-moves: draft, info, in_progress, quoted ->
 * saved_for_later). Nothing is held, so the stay is not checked against the calendar; the
 * trip still widens to hold the item's dates (docs/product/flows.md#itinerary-item-updates),
 * since a home saved from its page may join a trip whose dates only meet the stay.
 */
export const saveStayForLater = async (tx: Queryable, request: StayRequest, terms: ReserveTerms) => {
  assertCanMove('save-for-later', request.item.status);
  const item = await applyChoice(tx, request, { keepQuote: false });
  await moveListingItem(tx, {
    itineraryId: request.itineraryId,
    listingItemId: item.id,
    from: item.status,
    to: ITEM_MOVES['save-for-later'].to,
    reason: 'Guest saved it for later',
    actorUserId: request.user.id,
  });
  if (item.check_in_date && item.check_out_date) {
    await widenItineraryDates(tx, request.itineraryId, item.check_in_date, item.check_out_date);
  }
  if (terms.updateCaseFeed) {
    await addCaseFeedEntry(
      tx,
      request.itineraryId,
      request.user.id,
      `${guestName(request.user)} saved ${request.home.name} (${request.home.id}) for later.`,
    );
  }
};

import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { ListingItem, ListingItemGateway } from '../itinerary/index.js';
import {
  canChangeStay,
  guestCountsProblem,
  type ItinerarySummary,
  itineraryDates,
  type StayDays,
  stayDaysOf,
  stayDaysProblem,
  widenItineraryDates,
  widensItineraryDates,
} from '../itinerary/index.js';
import { type GuestCounts } from '../listing/index.js';
import { type AppError, appError } from '../shared/index.js';
import { bookingCallFailure } from './reserve-result.js';

export interface ChangeListingItemStayDeps {
  readonly listingItems: Pick<ListingItemGateway, 'changeListingItemDates' | 'changeListingGuests'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/** What the guest changes of a home's stay: its days, or its party. */
export type StayChange =
  | { readonly type: 'dates'; readonly days: StayDays }
  | { readonly type: 'guests'; readonly guests: GuestCounts };

export interface ListingItemStayRequest<T extends ItinerarySummary> {
  readonly itinerary: T;
  readonly item: ListingItem;
  readonly change: StayChange;
  /** The guest's day ('YYYY-MM-DD'): no stay starts before it. */
  readonly today: string;
}

export interface ChangedStay<T extends ItinerarySummary> {
  /** The item with its new stay, and no price of the stay before. */
  readonly item: ListingItem;
  /** The itinerary, its dates widened to hold the new stay when they did not. */
  readonly itinerary: T;
}

export const STAY_LOCKED = 'This stay can no longer be changed here: please ask the concierge to change it.';

/**
 * The prices an item carries were for its stay before the change (the estimate the guest
 * saw, the host's live price): a price for another stay is not shown as this one's.
 */
const unpriced = (item: ListingItem): ListingItem => ({
  ...item,
  estimatedItemPricing: null,
  instantPricing: null,
  instantPriceFailed: null,
});

// The trip's dates are instants; a day is read as that day's UTC midnight, as the host stores it.
const midnight = (day: string): string => `${day}T00:00:00.000Z`;

const widened = <T extends ItinerarySummary>(itinerary: T, days: StayDays): T => {
  const dates = itineraryDates(itinerary);
  const stay = { startDate: midnight(days.checkIn), endDate: midnight(days.checkOut) };
  if (!widensItineraryDates(dates, stay)) return itinerary;
  const wider = widenItineraryDates(dates, stay);
  return {
    ...itinerary,
    // Widening fills both ends from the stay's readable days; the host's date object (its
    // __type marker) is kept, only the instant changes.
    arrivalDate: { ...itinerary.arrivalDate, iso: wider.arrivalDate ?? stay.startDate },
    departureDate: { ...itinerary.departureDate, iso: wider.departureDate ?? stay.endDate },
  };
};

/**
 * The trip's owner changes a home's dates or guests (docs/product/calls.md#listing-item-calls).
 * What the guest chose is checked first (listing-stay.rule.ts); a stay that holds its nights
 * or is canceled is refused here (409) before the host is asked, as the host would
 * (docs/host/decisions.md#homes-by-booking-setting). New days widen the trip to hold them, as
 * the host does (docs/product/flows.md#itinerary-item-updates). The host's refusals (4xx) come
 * back in its words (docs/product/errors.md#item-operations); any other failure is reported
 * and read as the generic line.
 */
export const changeListingItemStay = async <T extends ItinerarySummary>(
  deps: ChangeListingItemStayDeps,
  { itinerary, item, change, today }: ListingItemStayRequest<T>,
): Promise<E.Either<AppError, ChangedStay<T>>> => {
  if (!canChangeStay(item.status)) return E.left(appError('conflict', STAY_LOCKED));
  const problem =
    change.type === 'dates' ? stayDaysProblem(change.days, today) : guestCountsProblem(change.guests);
  if (problem) return E.left(appError('validation', problem));
  const ids = [itinerary.objectId, item.objectId] as const;
  if (change.type === 'guests') {
    const saved = await deps.listingItems.changeListingGuests(...ids, change.guests);
    if (E.isLeft(saved)) return E.left(bookingCallFailure(saved.left, deps.errors, 'change-listing-guests'));
    return E.right({ item: unpriced({ ...item, ...change.guests }), itinerary });
  }
  const { days } = change;
  const stored = await deps.listingItems.changeListingItemDates(...ids, {
    checkInDate: days.checkIn,
    checkOutDate: days.checkOut,
  });
  if (E.isLeft(stored)) return E.left(bookingCallFailure(stored.left, deps.errors, 'change-listing-dates'));
  // The host's answer is the stay as stored; what it leaves out is what was asked.
  const answer = stored.right;
  const next: ListingItem = unpriced({
    ...item,
    startDate: answer.startDate,
    endDate: answer.endDate,
    isDateSelected: answer.isDateSelected,
    checkInDate: answer.checkInDate ?? days.checkIn,
    checkOutDate: answer.checkOutDate ?? days.checkOut,
  });
  return E.right({ item: next, itinerary: widened(itinerary, stayDaysOf(next)) });
};

import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable, observableRef } from 'mobx';
import type { ListingBookingOutcome } from '../../core/booking/index.js';
import {
  type ChangedStay,
  changeListingItemStay,
  reserveHome,
  type StayChange,
} from '../../core/booking/index.js';
import type { ErrorReporter } from '../../core/errors/index.js';
import type { ItinerarySummary, ListingItem, ListingItemGateway } from '../../core/itinerary/index.js';
import { dayOf, guestCount, guestCountsOf, stayDaysOf } from '../../core/itinerary/index.js';
import { type GuestKind } from '../../core/listing/index.js';
import type { AppError } from '../../core/shared/index.js';
import type { Clock } from '../../core/time/index.js';
import type { HomeRow } from './item-rows.js';

export interface TripHomesDeps {
  readonly listingItems: Pick<
    ListingItemGateway,
    'changeListingItemDates' | 'changeListingGuests' | 'changeListingItemStatus'
  >;
  readonly errors: Pick<ErrorReporter, 'report'>;
  readonly clock: Pick<Clock, 'now'>;
}

/** What the trip's view-model, the owner of the trip's items, lends the homes' actions. */
export interface TripOfHomes {
  readonly itinerary: () => ItinerarySummary | null;
  readonly canEdit: () => boolean;
  readonly homeOf: (id: string) => ListingItem | undefined;
  /** A home's new stay or status, with the itinerary when that changed too. */
  readonly homeUpdated: (item: ListingItem, itinerary?: ItinerarySummary) => void;
}

/** The dates or guests of one home as its owner edits them in the dialog. */
export interface StayEdit {
  readonly row: HomeRow;
  /** What the guest typed so far: kept whole through a refusal. */
  readonly change: StayChange;
  /** The guest's day: no stay starts before it. */
  readonly today: string;
  readonly status: 'editing' | 'saving' | 'failed';
  readonly message: string | null;
}

/** A quoted home being reserved: the terms first, then the reserve. */
export interface Reservation {
  readonly row: HomeRow;
  readonly termsAccepted: boolean;
  readonly status: 'confirming' | 'reserving' | 'failed';
  readonly message: string | null;
}

/**
 * What the guest is told beside a home after acting on it: what was done (a reserve's
 * confirmation, a saved stay), or the host's refusal of a stay change, kept after its dialog
 * closed.
 */
export type HomeNotice =
  | { readonly tone: 'reserved'; readonly title: string; readonly message: string }
  | { readonly tone: 'saved'; readonly message: string }
  | { readonly tone: 'refused'; readonly message: string };

export const TERMS_REQUIRED = 'Please accept the reservation terms to reserve this home.';

const SAVED: Readonly<Record<StayChange['type'], string>> = {
  dates: 'Your new dates are saved.',
  guests: 'Your guests are saved.',
};

/**
 * The actions of the trip's owner on its homes (docs/product/calls.md#listing-item-calls):
 * change a home's dates or guests while its status allows (listing-item-actions.rule.ts), and
 * reserve a quoted one once the terms are accepted. The trip's view-model holds this object
 * and the items; every result goes back to it as a home update.
 */
export class TripHomes {
  stayEdit: StayEdit | null = null;
  reservation: Reservation | null = null;
  /** By home (listing item) id. */
  notices: Readonly<Record<string, HomeNotice>> = {};
  readonly #deps: TripHomesDeps;
  readonly #trip: TripOfHomes;

  constructor(deps: TripHomesDeps, trip: TripOfHomes) {
    this.#deps = deps;
    this.#trip = trip;
    makeAutoObservable(this, { stayEdit: observableRef, reservation: observableRef, notices: observableRef });
  }

  /** Another trip is on screen: nothing of the last one stays open. */
  tripChanged(): void {
    this.stayEdit = null;
    this.reservation = null;
    this.notices = {};
  }

  stayEditClicked(row: HomeRow, type: StayChange['type']): void {
    const item = this.#trip.homeOf(row.id);
    if (!item || !this.#trip.canEdit() || !row.stayChangeable || this.stayEdit) return;
    const change: StayChange =
      type === 'dates' ? { type, days: stayDaysOf(item) } : { type, guests: guestCountsOf(item) };
    const today = dayOf(this.#deps.clock.now());
    this.stayEdit = { row, change, today, status: 'editing', message: null };
    this.noticeCleared(row.id);
  }

  checkInTyped(checkIn: string): void {
    const edit = this.stayEdit;
    if (edit?.status === 'saving' || edit?.change.type !== 'dates') return;
    this.stayEdit = { ...edit, change: { ...edit.change, days: { ...edit.change.days, checkIn } } };
  }

  checkOutTyped(checkOut: string): void {
    const edit = this.stayEdit;
    if (edit?.status === 'saving' || edit?.change.type !== 'dates') return;
    this.stayEdit = { ...edit, change: { ...edit.change, days: { ...edit.change.days, checkOut } } };
  }

  guestCountChanged(kind: GuestKind, count: number): void {
    const edit = this.stayEdit;
    if (edit?.status === 'saving' || edit?.change.type !== 'guests') return;
    const guests = { ...edit.change.guests, [kind]: guestCount(kind, count) };
    this.stayEdit = { ...edit, change: { ...edit.change, guests } };
  }

  stayEditCanceled(): void {
    if (this.stayEdit?.status === 'saving') return; // the change is under way: let it finish
    this.stayEdit = null;
  }

  async stayEditSaved(): Promise<void> {
    const edit = this.stayEdit;
    const itinerary = this.#trip.itinerary();
    const item = edit && this.#trip.homeOf(edit.row.id);
    if (!edit || edit.status === 'saving' || !itinerary || !item) return;
    this.stayEdit = { ...edit, status: 'saving', message: null };
    const changed = await changeListingItemStay(this.#deps, {
      itinerary,
      item,
      change: edit.change,
      today: edit.today,
    });
    this.staySettled(edit, itinerary, changed);
  }

  private staySettled(
    edit: StayEdit,
    itinerary: ItinerarySummary,
    changed: E.Either<AppError, ChangedStay<ItinerarySummary>>,
  ): void {
    if (!this.isCurrent(itinerary, edit.row.id)) return;
    if (E.isLeft(changed)) {
      const { message, kind } = changed.left;
      // Typing waits while the change is under way: the edit is still what was sent.
      this.stayEdit = { ...edit, status: 'failed', message };
      // The host's refusal stays beside the home once the dialog is closed; a slip in what
      // was typed matters only in the dialog.
      if (kind !== 'validation')
        this.notices = { ...this.notices, [edit.row.id]: { tone: 'refused', message } };
      return;
    }
    this.#trip.homeUpdated(changed.right.item, changed.right.itinerary);
    this.stayEdit = null;
    this.notices = {
      ...this.notices,
      [edit.row.id]: { tone: 'saved', message: SAVED[edit.change.type] },
    };
  }

  reserveClicked(row: HomeRow): void {
    if (!this.#trip.canEdit() || !row.reservable || this.reservation?.status === 'reserving') return;
    this.reservation = { row, termsAccepted: false, status: 'confirming', message: null };
    this.noticeCleared(row.id);
  }

  reserveTermsToggled(accepted: boolean): void {
    const reservation = this.reservation;
    if (!reservation || reservation.status === 'reserving') return;
    this.reservation = { ...reservation, termsAccepted: accepted };
  }

  reserveCanceled(): void {
    if (this.reservation?.status === 'reserving') return;
    this.reservation = null;
  }

  async reserveConfirmed(): Promise<void> {
    const reservation = this.reservation;
    const itinerary = this.#trip.itinerary();
    if (!reservation || reservation.status === 'reserving' || !itinerary) return;
    if (!reservation.termsAccepted) {
      this.reservation = { ...reservation, status: 'failed', message: TERMS_REQUIRED };
      return;
    }
    this.reservation = { ...reservation, status: 'reserving', message: null };
    const item = this.#trip.homeOf(reservation.row.id);
    // The home's page reserves the same way (reserveHome): here the home is already an item on
    // the trip, reserved at the concierge's quote, and no booking context holds other choices.
    const reserved = await reserveHome(this.#deps, {
      homeId: item?.listing?.objectId ?? reservation.row.id,
      stay: { bookingContextId: null },
      trip: { itineraryId: itinerary.objectId, itemId: reservation.row.id },
      setting: null,
      terms: { didConfirmTerms: true, confirmedTermsMethod: 'checkbox' },
    });
    this.reserveSettled(reservation, itinerary, reserved);
  }

  private reserveSettled(
    reservation: Reservation,
    itinerary: ItinerarySummary,
    reserved: ListingBookingOutcome,
  ): void {
    if (!this.isCurrent(itinerary, reservation.row.id)) return;
    if (E.isLeft(reserved)) {
      // The host's words for a refusal; bookingCallFailure made a failure of ours the generic line.
      this.reservation = { ...reservation, status: 'failed', message: reserved.left.message };
      return;
    }
    // The answer's trip may leave out what this page shows of it (its owner): the item alone
    // changes, and a reserve moves no dates.
    this.#trip.homeUpdated(reserved.right.item);
    this.reservation = null;
    const { title, message } = reserved.right.confirmation;
    this.notices = { ...this.notices, [reservation.row.id]: { tone: 'reserved', title, message } };
  }

  /** The home left the trip: nothing about it stays open. */
  homeRemoved(homeId: string): void {
    if (this.stayEdit?.row.id === homeId) this.stayEdit = null;
    if (this.reservation?.row.id === homeId) this.reservation = null;
    this.noticeCleared(homeId);
  }

  /**
   * The trip is still the one on screen and still holds the home: an answer for anything
   * else is dropped (tripChanged and homeRemoved closed what asked for it).
   */
  private isCurrent(itinerary: ItinerarySummary, homeId: string): boolean {
    return this.#trip.itinerary()?.objectId === itinerary.objectId && this.#trip.homeOf(homeId) !== undefined;
  }

  private noticeCleared(homeId: string): void {
    if (!(homeId in this.notices)) return;
    const { [homeId]: _dropped, ...rest } = this.notices;
    this.notices = rest;
  }
}

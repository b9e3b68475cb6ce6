import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { BookingState, BookingStateValues, GuestChoices, StayChoice } from '../../core/booking/index.js';
import {
  bookingFieldSaved,
  bookingStateTransition,
  clearBookingState,
  emptyBookingState,
  listingBookingStateId,
  readBookingState,
} from '../../core/booking/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { PromoCode } from '../../core/promo/index.js';
import { KeyValueStore } from '../../core/storage/index.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

/**
 * What the guest chose in a home's panel besides the stay: the terms, the card and the promo
 * codes, kept in the persisted booking state (persisted-booking-state.use-case.ts) so a reload
 * or a trip through the portal keeps them, and cleared once the booking is made
 * (docs/product/flows.md#clearing-booking-state).
 */
@injectable()
export class HomeChoices {
  booking: BookingStateValues = emptyBookingState();
  #homeId: string | null = null;
  readonly #deps: {
    readonly store: KeyValueStore;
    readonly errors: ErrorReporter;
    readonly shell: ShellViewModel;
  };

  constructor(
    @inject(KeyValueStore) store: KeyValueStore,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(ShellViewModel) shell: ShellViewModel,
  ) {
    this.#deps = { store, errors, shell };
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get #ids() {
    const user = this.#deps.shell.session;
    return {
      bookingStateId: this.#homeId ? listingBookingStateId(this.#homeId) : null,
      userId: user.status === 'authenticated' ? user.user.objectId : null,
    };
  }

  get userId(): string | null {
    return this.#ids.userId;
  }

  get promoCodes(): readonly PromoCode[] {
    return (this.booking.promoCodes ?? []) as readonly PromoCode[];
  }

  /** The home's kept choices, read back on opening. */
  opened(homeId: string): void {
    this.#homeId = homeId;
    const values = readBookingState(this.#deps, this.#ids);
    this.booking = bookingStateTransition(this.booking, { type: 'opened', values });
  }

  termsToggled(confirmed: boolean): void {
    this.saved('didConfirmTerms', confirmed);
    this.saved('confirmedTermsMethod', confirmed ? 'checkbox' : null);
  }

  cardChosen(cardId: string): void {
    this.saved('cardId', cardId);
  }

  promoAdded(code: PromoCode): void {
    if (!this.promoCodes.some((applied) => applied.objectId === code.objectId)) {
      this.saved('promoCodes', [...this.promoCodes, code]);
    }
  }

  promoRemoved(objectId: string): void {
    this.saved(
      'promoCodes',
      this.promoCodes.filter((code) => code.objectId !== objectId),
    );
  }

  /** The booking is made: the next visit starts afresh. */
  cleared(): void {
    clearBookingState(this.#deps, this.#ids);
    this.booking = bookingStateTransition(this.booking, { type: 'cleared' });
  }

  /** What the host's booking context holds: the stay, the party, the codes and the terms. */
  hostState(stay: StayChoice): BookingState {
    const { party, startDate, endDate } = stay;
    return {
      itemStartDate: startDate,
      itemEndDate: endDate,
      ...party,
      promoCodes: [...this.promoCodes],
      didConfirmTerms: this.booking.didConfirmTerms,
      confirmedTermsMethod: this.booking.confirmedTermsMethod,
      cardId: this.booking.cardId,
    };
  }

  /** The choices a booking of this home carries (core/booking/guest-choices.use-case.ts). */
  forBooking(homeId: string, stay: StayChoice): GuestChoices {
    return {
      item: { itemId: homeId, itemType: 'Listing' },
      state: this.hostState(stay),
      promoCodes: this.promoCodes,
    };
  }

  private saved<F extends keyof BookingStateValues>(field: F, value: unknown): void {
    this.booking = bookingFieldSaved(this.#deps, this.#ids, this.booking, field, value);
  }
}

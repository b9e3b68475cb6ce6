import { makeAutoObservable } from 'mobx';
import type { UrlSearchTerms } from '../../core/catalog/index.js';
import { GUEST_LIMITS, type GuestKind } from '../../core/listing/index.js';

/**
 * The search bar as the guest fills it in: destination, stay dates and guests. It is a
 * draft: the search itself lives in the address bar and changes only when submitted.
 */
export class SearchForm {
  destination = '';
  checkIn = '';
  checkOut = '';
  guests: Record<GuestKind, number> = { adultCount: 0, childCount: 0, infantCount: 0, petCount: 0 };

  constructor() {
    makeAutoObservable(this);
  }

  /** Back, forward or a shared link: the bar shows the search in the address bar. */
  filledFrom(terms: UrlSearchTerms): void {
    this.destination = terms.destination ?? '';
    this.checkIn = terms.startDate ?? '';
    this.checkOut = terms.endDate ?? '';
    this.guests = {
      adultCount: terms.adultCount ?? 0,
      childCount: terms.childCount ?? 0,
      infantCount: terms.infantCount ?? 0,
      petCount: terms.petCount ?? 0,
    };
  }

  destinationTyped(text: string): void {
    this.destination = text;
  }

  /** A check-in on or after the check-out makes that check-out meaningless: it is cleared, not moved. */
  checkInChosen(date: string): void {
    this.checkIn = date;
    if (date && this.checkOut && this.checkOut <= date) this.checkOut = '';
  }

  checkOutChosen(date: string): void {
    this.checkOut = date;
  }

  /** The date-range dialog finished: both days at once (a check-out only after its check-in). */
  datesChosen(dates: { readonly checkIn: string; readonly checkOut: string }): void {
    this.checkIn = dates.checkIn;
    this.checkOut = dates.checkIn && dates.checkOut > dates.checkIn ? dates.checkOut : '';
  }

  guestCountChanged(kind: GuestKind, count: number): void {
    this.guests = { ...this.guests, [kind]: Math.max(0, Math.min(GUEST_LIMITS[kind], Math.round(count))) };
  }

  get guestTotal(): number {
    return this.guests.adultCount + this.guests.childCount;
  }

  /** The search part of the terms; zero guests of a kind is no term. */
  get terms(): UrlSearchTerms {
    const { adultCount, childCount, infantCount, petCount } = this.guests;
    return {
      destination: this.destination.trim() || undefined,
      startDate: this.checkIn || undefined,
      endDate: this.checkOut || undefined,
      adultCount: adultCount || undefined,
      childCount: childCount || undefined,
      infantCount: infantCount || undefined,
      petCount: petCount || undefined,
    };
  }
}

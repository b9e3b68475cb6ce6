import { makeAutoObservable } from 'mobx';
import { addDays, dayMoved, type GridKey, monthStart } from './calendar-month.js';

export type StayDay = 'checkIn' | 'checkOut';

export interface StayDates {
  readonly checkIn: string;
  readonly checkOut: string;
}

/**
 * The date-range dialog's state: which day is being chosen, the days chosen so far, and
 * the day with the keyboard focus. Check-in comes first, then check-out; the check-out is
 * never filled in for the guest. Days before today, and in the check-out step days up to
 * the check-in, cannot be chosen. Nothing reaches the search bar until the range is done.
 */
export class DateRangeChooser {
  open = false;
  step: StayDay = 'checkIn';
  checkIn = '';
  checkOut = '';
  focused = '';
  today = '';
  /** The field that opened the dialog, which takes the focus back when it closes. */
  openedFrom: StayDay = 'checkIn';

  constructor() {
    makeAutoObservable(this);
  }

  /** The guest opened the dialog from a field; it starts on that day, or on the check-in's if no check-in yet. */
  opened(from: StayDay, dates: StayDates, today: string): void {
    this.today = today;
    this.openedFrom = from;
    this.checkIn = dates.checkIn >= today ? dates.checkIn : '';
    this.checkOut = this.checkIn && dates.checkOut > this.checkIn ? dates.checkOut : '';
    this.step = from === 'checkOut' && this.checkIn ? 'checkOut' : 'checkIn';
    const start =
      this.step === 'checkOut' ? this.checkOut || addDays(this.checkIn, 1) : this.checkIn || today;
    this.focused = start;
    this.open = true;
  }

  /** The first day a day of this step may be: today, or the day after the check-in. */
  get earliest(): string {
    return this.step === 'checkOut' && this.checkIn ? addDays(this.checkIn, 1) : this.today;
  }

  isDisabled(date: string): boolean {
    return date < this.earliest;
  }

  isSelected(date: string): boolean {
    return date === this.checkIn || date === this.checkOut;
  }

  isInRange(date: string): boolean {
    return Boolean(this.checkIn && this.checkOut && date > this.checkIn && date < this.checkOut);
  }

  /** The month shown: the focused day's. */
  get month(): string {
    return monthStart(this.focused);
  }

  /** No month before today's is shown: nothing there can be chosen. */
  get canGoBack(): boolean {
    return this.month > monthStart(this.today);
  }

  /** A key moved the focus; it stops at the first day of today's month. */
  moved(key: GridKey, shift = false): void {
    const next = dayMoved(this.focused, key, shift);
    const floor = monthStart(this.today);
    this.focused = next < floor ? (this.focused < floor ? floor : this.focused) : next;
  }

  /** The previous or next month button: the same day of that month. */
  monthStepped(step: 1 | -1): void {
    this.moved(step === 1 ? 'PageDown' : 'PageUp');
  }

  /**
   * A day chosen (Enter, Space or a click): a check-in moves on to the check-out, keeping a
   * check-out that still follows it; a check-out completes the range. Returns whether the
   * range is done.
   */
  dayChosen(date: string): boolean {
    if (this.isDisabled(date)) return false;
    if (this.step === 'checkIn') {
      this.checkIn = date;
      if (this.checkOut && this.checkOut <= date) this.checkOut = '';
      this.step = 'checkOut';
      // The focus waits on the first day a check-out may be, or on the check-out kept.
      this.focused = this.checkOut || addDays(date, 1);
      return false;
    }
    this.focused = date;
    this.checkOut = date;
    this.open = false;
    return true;
  }

  /** Back to the first step with nothing chosen. */
  cleared(): void {
    this.checkIn = '';
    this.checkOut = '';
    this.step = 'checkIn';
  }

  /** Closed without choosing (Escape, Cancel, a click outside): the search bar keeps its dates. */
  cancelled(): void {
    this.open = false;
  }

  /** Closed with what is chosen so far (a check-in alone is kept: the search runs without dates until both are set). */
  finished(): StayDates {
    this.open = false;
    return { checkIn: this.checkIn, checkOut: this.checkOut };
  }

  get dates(): StayDates {
    return { checkIn: this.checkIn, checkOut: this.checkOut };
  }
}

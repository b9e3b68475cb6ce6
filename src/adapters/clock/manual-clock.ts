import type { Clock } from '../../core/time/index.js';

/** A clock for tests and headless runs that moves only when told to. */
export class ManualClock implements Clock {
  private currentMs: number;

  constructor(start: Date | string | number = '2030-01-01T00:00:00.000Z') {
    this.currentMs = new Date(start).getTime();
    if (Number.isNaN(this.currentMs)) throw new Error(`ManualClock: invalid start ${String(start)}`);
  }

  now(): Date {
    return new Date(this.currentMs);
  }

  /** Moves time forward by `ms` (never backwards: timers would misfire). */
  advance(ms: number): void {
    if (ms < 0) throw new Error('ManualClock: time does not run backwards');
    this.currentMs += ms;
  }

  /** Jumps to a moment, e.g. to cross a date boundary. */
  set(moment: Date | string | number): void {
    this.currentMs = new Date(moment).getTime();
  }
}

import type { Clock } from '../../core/time/clock.port.js';

/** The machine's time. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

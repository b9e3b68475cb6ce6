import type { Clock } from '../../core/time/index.js';

/** The machine's time. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

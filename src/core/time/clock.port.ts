import { token } from '../shared/index.js';
/** The current time, passed in so every rule that depends on "now" stays pure and testable. */
export interface Clock {
  now(): Date;
}
export const Clock = token<Clock>('Clock');

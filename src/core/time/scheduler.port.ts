import { token } from '../shared/index.js';
/**
 * Timers behind a port (the core may not touch setTimeout or setInterval): the collage swaps
 * an image every 3000 ms, the session is polled, lazy views retry after a pause. Tests drive
 * a fake scheduler instead of waiting.
 */
export interface Scheduler {
  /** Resolves after `ms` milliseconds (retry's `sleep`). */
  sleep(ms: number): Promise<void>;
  /** Calls `task` every `ms` milliseconds until the returned function is called. */
  every(ms: number, task: () => void): () => void;
}
export const Scheduler = token<Scheduler>('Scheduler');

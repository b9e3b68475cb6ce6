import type { Queryable } from '../db/database.js';
import type { LimitCounters } from '../http/limit-counters.js';
import { type SharedAllowance, sharedAllowance } from '../http/shared-allowance.js';
import { deleteAnonymousContextsUntouchedFor } from './booking-context.store.js';

/**
 * Anonymous booking contexts (docs/host/decisions.md#hardening): anyone may make one, so
 * they are bounded. A client gets ANONYMOUS_CONTEXTS_PER_WINDOW new ones a window (a guest
 * browsing makes one per home or service they open; one client once made 1,469 in four
 * seconds), and one left unused for ANONYMOUS_CONTEXT_DAYS is gone (a visitor who never signs
 * in does not come back for it).
 */
export const ANONYMOUS_CONTEXTS_PER_WINDOW = 30;
export const ANONYMOUS_WINDOW_MS = 60 * 1000;
export const ANONYMOUS_CONTEXT_DAYS = 30;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const TOO_MANY_ANONYMOUS_CONTEXTS =
  'Too many booking contexts from this connection: sign in to keep choosing, or try again in a few minutes.';

/**
 * New anonymous contexts per client address, counted in the shared store (every host process
 * on it counts the same contexts), and when this process last swept expired ones.
 */
export class AnonymousContextAllowance {
  readonly #allowance: SharedAllowance;
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    counters: LimitCounters,
    limit = ANONYMOUS_CONTEXTS_PER_WINDOW,
    windowMs = ANONYMOUS_WINDOW_MS,
  ) {
    this.#allowance = sharedAllowance(
      counters,
      'anonymous-contexts',
      limit,
      windowMs,
      TOO_MANY_ANONYMOUS_CONTEXTS,
    );
  }

  /** Counts one more for `client`, or refuses with 429 once its window is full. */
  take(client: string): Promise<void> {
    return this.#allowance.take(client);
  }

  /** Whether it is time to sweep expired contexts again (at most hourly per process). */
  sweepDue(now: number): boolean {
    if (now - this.#lastSweep < SWEEP_EVERY_MS) return false;
    this.#lastSweep = now;
    return true;
  }
}

/** Deletes anonymous contexts nobody has touched for ANONYMOUS_CONTEXT_DAYS; answers how many. */
export const sweepExpiredAnonymousContexts = (db: Queryable, now: Date): Promise<number> =>
  deleteAnonymousContextsUntouchedFor(db, now, ANONYMOUS_CONTEXT_DAYS);

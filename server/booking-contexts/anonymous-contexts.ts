import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';

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
/** Clients remembered at once: past this, the oldest windows are forgotten first. */
const MAX_CLIENTS = 10_000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const TOO_MANY_ANONYMOUS_CONTEXTS =
  'Too many booking contexts from this connection: sign in to keep choosing, or try again in a few minutes.';

/** A fixed-window count of new anonymous contexts per client address, in memory (one process). */
export class AnonymousContextAllowance {
  readonly #windows = new Map<string, { start: number; count: number }>();
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly limit = ANONYMOUS_CONTEXTS_PER_WINDOW,
    private readonly windowMs = ANONYMOUS_WINDOW_MS,
  ) {}

  /** Counts one more for `client`, or refuses with 429 once its window is full. */
  take(client: string, now: number): void {
    const current = this.#windows.get(client);
    const window = current && now - current.start < this.windowMs ? current : { start: now, count: 0 };
    if (window.count >= this.limit) throw new HttpError(429, TOO_MANY_ANONYMOUS_CONTEXTS);
    window.count += 1;
    // Re-inserted at the end: the map's order is the order of use, so the oldest go first.
    this.#windows.delete(client);
    this.#windows.set(client, window);
    if (this.#windows.size > MAX_CLIENTS) {
      const oldest = this.#windows.keys().next().value;
      if (oldest !== undefined) this.#windows.delete(oldest);
    }
  }

  /** Whether it is time to sweep expired contexts again (at most hourly per process). */
  sweepDue(now: number): boolean {
    if (now - this.#lastSweep < SWEEP_EVERY_MS) return false;
    this.#lastSweep = now;
    return true;
  }
}

/** Deletes anonymous contexts nobody has touched for ANONYMOUS_CONTEXT_DAYS; answers how many. */
export const sweepExpiredAnonymousContexts = async (db: Queryable, now: Date): Promise<number> => {
  const { rows } = await db.query<{ id: string }>(
    `delete from booking_contexts
      where user_id is null and updated_at < $1::timestamptz - make_interval(days => $2)
      returning id`,
    [now.toISOString(), ANONYMOUS_CONTEXT_DAYS],
  );
  return rows.length;
};

import { HttpError } from './http-error.js';
import type { LimitCounters } from './limit-counters.js';

/**
 * A fixed-window allowance per client address in the shared counters (limit-counters.ts), for
 * limits that count something other than requests: booking contexts made, promo codes tried
 * (docs/host/decisions.md#hardening). Shared by every host process on the store, so several
 * processes behind a balancer allow what one does (issue 31).
 *
 * Unlike the in-memory allowance it replaces, a refused take still counts: one statement per
 * take (no read-then-write race between processes), and a client already over the limit has no
 * claim to the rest of the window anyway.
 */
export interface SharedAllowance {
  /** Counts `amount` more for `client`, or refuses with a 429 carrying the message once over. */
  take(client: string, amount?: number): Promise<void>;
}

export const sharedAllowance = (
  counters: LimitCounters,
  name: string,
  limit: number,
  windowMs: number,
  message: string,
): SharedAllowance => ({
  take: async (client, amount = 1) => {
    // The limit is part of the key, as the rate limiter's: another limit counts afresh.
    const window = await counters.hit(`allow:${name}:${limit}/${windowMs}:${client}`, windowMs, amount);
    if (window.count > limit) throw new HttpError(429, message);
  },
});

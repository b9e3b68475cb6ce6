import { HttpError } from './http-error.js';

/** Clients remembered at once: past this, the least recently seen are forgotten first. */
const MAX_CLIENTS = 10_000;

/**
 * A fixed-window count per client address, in memory (right for one host process, as the
 * rate limiter's): `take` counts `amount` more, or refuses with a 429 carrying `message` once
 * the window would overflow. For limits that count something other than requests: booking
 * contexts made, promo codes tried (docs/host/decisions.md#hardening).
 */
export class FixedWindowAllowance {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly message: string,
  ) {}

  take(client: string, now: number, amount = 1): void {
    const current = this.#windows.get(client);
    const window = current && now - current.start < this.windowMs ? current : { start: now, count: 0 };
    if (window.count + amount > this.limit) throw new HttpError(429, this.message);
    window.count += amount;
    // Re-inserted at the end: the map's order is the order of use, so the oldest go first.
    this.#windows.delete(client);
    this.#windows.set(client, window);
    if (this.#windows.size > MAX_CLIENTS) {
      const oldest = this.#windows.keys().next().value;
      if (oldest !== undefined) this.#windows.delete(oldest);
    }
  }
}

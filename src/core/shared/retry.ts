/**
 * Retries a failing async operation a fixed number of times with a pause between tries (lazy
 * views: 5 retries, 1 second apart; docs/product/routes.md#scroll-and-lazy-views). Sleeping
 * is passed in so the core stays free of timers and tests run instantly.
 */
export const LAZY_VIEW_RETRIES = 5;
export const LAZY_VIEW_RETRY_DELAY_MS = 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const retry = async <T>(
  operation: () => Promise<T>,
  options: { retries: number; delayMs: number; sleep: (ms: number) => Promise<void> },
): Promise<T> => {
  let attempt = 0;
  for (;;) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= options.retries) throw error;
      attempt += 1;
      await options.sleep(options.delayMs);
    }
  }
};

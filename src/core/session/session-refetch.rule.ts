/**
 * The session is polled every 60*60 (docs/product/flows.md#session-status and
 * docs/product/constants.md#business-constants). The docs presume seconds; an hour is also
 * what a session token lifetime makes sensible, so seconds it is.
 */
export const SESSION_REFETCH_INTERVAL_SECONDS = 60 * 60;

/**
 * A non-forced refetch within this long of the last sync is skipped
 * (docs/product/constants.md#business-constants).
 */
export const SESSION_REFETCH_GUARD_MS = 1000;

/**
 * Several triggers (mount, a storage event from another tab, focus) often fire together
 * (docs/product/flows.md#session-status); the guard turns that burst into one request. A
 * forced refetch (after the guest signs in or out here) always goes. Never synced (null)
 * always goes. "Within 1 second" is strict: at exactly 1000 ms the refetch runs.
 */
export const shouldRefetch = (lastSyncMs: number | null, nowMs: number, forced: boolean): boolean =>
  forced || lastSyncMs === null || nowMs - lastSyncMs >= SESSION_REFETCH_GUARD_MS;

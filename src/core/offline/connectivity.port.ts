import { token } from '../shared/index.js';

/**
 * Whether the device has a network, and when the guest's trip was last fetched from the host
 * (issue 32 item 1; docs/architecture/offline.md). The browser's adapter reads
 * navigator.onLine and its online/offline events, and the Date of the last trip answer the
 * host sent (a cached answer keeps the date it was fetched).
 */
export interface Connectivity {
  isOnline(): boolean;
  /** When the trip answers on screen were fetched from the host; null before any. */
  savedAt(): Date | null;
  /** Calls back on each change of either; answers what stops listening. */
  listen(onChange: () => void): () => void;
}
export const Connectivity = token<Connectivity>('Connectivity');

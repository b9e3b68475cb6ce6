import type { OfflineData } from './offline-data.port.js';

/**
 * Signing out, or a session that ends, removes every trip answer and document the app kept on
 * the device (issue 32 item 1: privacy). Safe to call more than once.
 */
export const purgeOfflineData = (deps: { offlineData: OfflineData }): Promise<void> =>
  deps.offlineData.purge();

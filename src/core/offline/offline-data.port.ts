import { token } from '../shared/index.js';

/**
 * What the app keeps on the device for reading a trip offline: the service worker's caches of
 * trip answers and documents, and any IndexedDB of the app (docs/architecture/offline.md).
 */
export interface OfflineData {
  /** Deletes all of it; never fails (a browser without Cache Storage has nothing to delete). */
  purge(): Promise<void>;
}
export const OfflineData = token<OfflineData>('OfflineData');

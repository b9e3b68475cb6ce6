/** The caches the service worker keeps the guest's trip in (scripts/build/service-worker.ts). */
export const TRIP_CACHE_PREFIX = 'keyhaven-trips';

type Browser = {
  readonly caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  readonly indexedDB?: Pick<IDBFactory, 'databases' | 'deleteDatabase'>;
};

const deleteDatabase = (factory: Pick<IDBFactory, 'deleteDatabase'>, name: string) =>
  new Promise<void>((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab holding it open: it goes once that tab closes it.
    request.onblocked = () => resolve();
  });

/**
 * Deletes what the app kept on the device for reading a trip offline: every Cache Storage cache
 * of the guest's trip answers and documents, and every IndexedDB database of this origin. The
 * precache of the app's own files (no guest data) stays. Never fails: storage the browser
 * refuses (a private window's) holds nothing of ours either.
 */
export const purgeBrowserOfflineData = async (browser: Browser): Promise<void> => {
  const { caches, indexedDB } = browser;
  try {
    if (caches) {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(TRIP_CACHE_PREFIX)).map((name) => caches.delete(name)),
      );
    }
    if (indexedDB && typeof indexedDB.databases === 'function') {
      const databases = await indexedDB.databases();
      await Promise.all(databases.flatMap(({ name }) => (name ? [deleteDatabase(indexedDB, name)] : [])));
    }
  } catch {
    // Nothing to delete.
  }
};

import { describe, expect, it, vi } from 'vitest';
import { BrowserDevice } from '../../../src/adapters/offline/browser-device.js';
import { purgeBrowserOfflineData } from '../../../src/adapters/offline/purge-offline-data.js';

const fakeWindow = (onLine: boolean) => {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } }) as unknown as Window;
};

describe('the browser device', () => {
  it('reads navigator.onLine and tells listeners of the online and offline events', () => {
    const win = fakeWindow(true);
    const device = new BrowserDevice(win);
    const changed = vi.fn();
    const stop = device.listen(changed);
    expect(device.isOnline()).toBe(true);
    (win.navigator as { onLine: boolean }).onLine = false;
    win.dispatchEvent(new Event('offline'));
    expect(device.isOnline()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    win.dispatchEvent(new Event('online'));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('notes the Date of each trip answer read whole, not of writes, failures or other reads', async () => {
    const device = new BrowserDevice(fakeWindow(true));
    const answer = (status: number, date: string) => new Response('{}', { status, headers: { date } });
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('fail')
        ? answer(500, 'Tue, 01 Jan 2030 12:00:00 GMT')
        : answer(200, 'Tue, 01 Jan 2030 09:42:00 GMT'),
    );
    const recording = device.recording(fetchImpl as typeof fetch);
    await recording('/api/listings', { method: 'GET' });
    expect(device.savedAt()).toBeNull();
    await recording('/api/guest-itinerary/T1', { method: 'GET' });
    expect(device.savedAt()?.toISOString()).toBe('2030-01-01T09:42:00.000Z');
    fetchImpl.mockImplementationOnce(async () => answer(200, 'Tue, 01 Jan 2030 11:00:00 GMT'));
    await recording('/api/itinerary', { method: 'POST' });
    await recording('/api/itinerary/fail/items', { method: 'GET' });
    expect(device.savedAt()?.toISOString()).toBe('2030-01-01T09:42:00.000Z');
  });
});

describe('the purge', () => {
  it("deletes the worker's trip caches and every IndexedDB database, and keeps the app's precache", async () => {
    const names = ['keyhaven-precache-v2-http://x/', 'keyhaven-trips-answers', 'keyhaven-trips-documents'];
    const caches = {
      keys: async () => [...names],
      delete: vi.fn(async (name: string) => names.splice(names.indexOf(name), 1).length === 1),
    };
    const deleted: string[] = [];
    const indexedDB = {
      databases: async () => [{ name: 'trip-store', version: 1 }],
      deleteDatabase: (name: string) => {
        deleted.push(name);
        const request = {} as IDBOpenDBRequest;
        queueMicrotask(() => request.onsuccess?.({} as Event));
        return request;
      },
    };
    await purgeBrowserOfflineData({ caches, indexedDB });
    expect(names).toEqual(['keyhaven-precache-v2-http://x/']);
    expect(deleted).toEqual(['trip-store']);
  });

  it('never fails where the browser has no storage to offer', async () => {
    await expect(purgeBrowserOfflineData({})).resolves.toBeUndefined();
    await expect(
      purgeBrowserOfflineData({
        caches: { keys: () => Promise.reject(new Error('denied')), delete: vi.fn() },
      }),
    ).resolves.toBeUndefined();
  });
});

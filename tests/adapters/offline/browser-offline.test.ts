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

/** A window whose fetch answers as given, and whose links record what they would save. */
const documentWindow = (onLine: boolean, answer: () => Promise<Response>) => {
  const saved: { name: string; text: Promise<string> }[] = [];
  const link = () => {
    const element = { href: '', download: '', hidden: false, remove: vi.fn() };
    return Object.assign(element, {
      click: () => saved.push({ name: element.download, text: fetch(element.href).then((r) => r.text()) }),
    });
  };
  const win = Object.assign(new EventTarget(), {
    navigator: { onLine },
    location: { href: 'http://127.0.0.1:3000/itineraries/T1/documents', origin: 'http://127.0.0.1:3000' },
    fetch: vi.fn(answer),
    document: { createElement: link, body: { append: vi.fn() } },
    setTimeout: vi.fn(),
  }) as unknown as Window;
  return { win, saved };
};

describe('the trip documents the device keeps', () => {
  it("keeps only the app's own host's document files, never another origin's or another path", () => {
    const device = new BrowserDevice(documentWindow(true, async () => new Response()).win);
    expect(device.keeps('/api/attachments/A1/file')).toBe(true);
    expect(device.keeps('http://127.0.0.1:3000/api/attachments/A1/file')).toBe(true);
    expect(device.keeps('https://files.example.com/api/attachments/A1/file')).toBe(false);
    expect(device.keeps('/api/attachments/A1')).toBe(false);
    expect(device.keeps('http://[broken')).toBe(false);
  });

  it('saves the fetched document under its name, with the session cookie', async () => {
    const { win, saved } = documentWindow(true, async () => new Response('%PDF-1.4 summary'));
    expect(await new BrowserDevice(win).open('/api/attachments/A1/file', 'Trip summary.pdf')).toBe('opened');
    expect(win.fetch).toHaveBeenCalledWith('/api/attachments/A1/file', { credentials: 'same-origin' });
    expect(saved.map((file) => file.name)).toEqual(['Trip summary.pdf']);
    expect(await saved[0]?.text).toBe('%PDF-1.4 summary');
  });

  it('offline with no copy kept answers not on the device; a refusal or a broken network, failed', async () => {
    const network = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(
      await new BrowserDevice(documentWindow(false, network).win).open('/api/attachments/A1/file', 'a'),
    ).toBe('not-on-device');
    expect(
      await new BrowserDevice(documentWindow(true, network).win).open('/api/attachments/A1/file', 'a'),
    ).toBe('failed');
    const refused = documentWindow(true, async () => new Response('{}', { status: 401 }));
    expect(await new BrowserDevice(refused.win).open('/api/attachments/A1/file', 'a')).toBe('failed');
    expect(refused.saved).toEqual([]);
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

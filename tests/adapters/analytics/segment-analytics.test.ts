import { describe, expect, it } from 'vitest';
import { redactSearch } from '../../../src/adapters/analytics/page-context.js';
import {
  ANONYMOUS_ID_KEY,
  SegmentAnalytics,
  type SegmentAnalyticsOptions,
  USER_ID_KEY,
} from '../../../src/adapters/analytics/segment-analytics.js';
import { ManualClock } from '../../../src/adapters/clock/manual-clock.js';
import { ManualScheduler } from '../../../src/adapters/clock/manual-scheduler.js';
import { InMemoryKeyValueStore } from '../../../src/adapters/storage/in-memory-key-value-store.js';

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
  readonly body: Record<string, unknown>;
}

const setup = (overrides: Partial<SegmentAnalyticsOptions> = {}) => {
  const sent: Sent[] = [];
  const clock = new ManualClock('2030-03-01T12:00:00Z');
  const scheduler = new ManualScheduler(clock);
  const store = new InMemoryKeyValueStore();
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init, body: JSON.parse(String(init.body)) });
    return new Response('{"success":true}', { status: 200 });
  }) as typeof globalThis.fetch;
  const analytics = new SegmentAnalytics({
    writeKey: 'wk_123',
    host: 'https://events.example.test/',
    store,
    clock,
    scheduler,
    fetch,
    pageContext: () => ({
      path: '/listings',
      url: 'https://app.test/listings',
      title: 'Keyhaven',
      userAgent: 'UA',
    }),
    ...overrides,
  });
  return { analytics, sent, clock, scheduler, store };
};

describe('SegmentAnalytics: Segment HTTP API', () => {
  it('sends a single call to /v1/{type} with Basic auth of the write key, keepalive and an anonymous id', async () => {
    const { analytics, sent, scheduler, store } = setup();
    analytics.track('Listing Viewed', { listingId: 'l1' });
    expect(sent).toHaveLength(0); // batched: nothing goes out synchronously
    await scheduler.advance(200);
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call?.url).toBe('https://events.example.test/v1/track');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.keepalive).toBe(true);
    expect((call?.init.headers as Record<string, string> | undefined)?.Authorization).toBe(
      `Basic ${btoa('wk_123:')}`,
    );
    expect(call?.body).toMatchObject({
      type: 'track',
      event: 'Listing Viewed',
      properties: { listingId: 'l1' },
      anonymousId: store.get(ANONYMOUS_ID_KEY),
      timestamp: '2030-03-01T12:00:00.000Z',
      sentAt: '2030-03-01T12:00:00.200Z',
      context: { library: { name: 'keyhaven-segment-http' }, page: { path: '/listings' }, userAgent: 'UA' },
    });
    expect(call?.body.messageId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gathers several calls into one /v1/batch request', async () => {
    const { analytics, sent, scheduler } = setup();
    analytics.page('listings', { utm_source: 'mail', lead: 'L1' });
    analytics.identify('u-1', { email: 'ava@example.test' });
    analytics.alias('u-2');
    await scheduler.advance(200);
    expect(sent.map((call) => call.url)).toEqual(['https://events.example.test/v1/batch']);
    const batch = sent[0]?.body.batch as Record<string, unknown>[];
    expect(batch.map((message) => message.type)).toEqual(['page', 'identify', 'alias']);
    expect(batch[0]).toMatchObject({
      name: 'listings',
      properties: { path: '/listings', url: 'https://app.test/listings', utm_source: 'mail', lead: 'L1' },
    });
    expect(batch[1]).toMatchObject({ userId: 'u-1', traits: { email: 'ava@example.test' } });
    expect(batch[2]).toMatchObject({ userId: 'u-2', previousId: 'u-1' });
  });

  it('keeps one anonymous id across instances (persisted) and remembers the identified user', async () => {
    const first = setup();
    first.analytics.track('a', {});
    first.analytics.identify('u-9', {});
    await first.scheduler.advance(200);
    const anonymousId = first.store.get(ANONYMOUS_ID_KEY);
    const second = setup({ store: first.store });
    second.analytics.track('b', {});
    await second.scheduler.advance(200);
    expect(second.sent[0]?.body).toMatchObject({ anonymousId, userId: 'u-9' });
  });

  it('reads the JSON-quoted ids analytics.js leaves, and drops a corrupt one', async () => {
    const { analytics, sent, scheduler, store } = setup();
    store.set(ANONYMOUS_ID_KEY, '"abc-123"');
    store.set(USER_ID_KEY, '{"broken');
    analytics.track('a', {});
    await scheduler.advance(200);
    expect(sent[0]?.body.anonymousId).toBe('abc-123');
    expect(sent[0]?.body).not.toHaveProperty('userId');
    expect(store.get(USER_ID_KEY)).toBeNull();
  });

  it('flushes at once when the batch is full, and on demand', () => {
    const { analytics, sent } = setup();
    for (let index = 0; index < 20; index += 1) analytics.track(`e${index}`, {});
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.batch).toHaveLength(20);
    analytics.track('last', {});
    analytics.flush();
    expect(sent).toHaveLength(2);
  });

  it('defaults to Segment’s own host', async () => {
    const { analytics, sent, scheduler } = setup({ host: undefined });
    analytics.track('a', {});
    await scheduler.advance(200);
    expect(sent[0]?.url).toBe('https://api.segment.io/v1/track');
  });
});

describe('analytics failures are swallowed', () => {
  it('a rejected or throwing fetch, a failing status and broken storage do not throw', async () => {
    const rejecting = setup({ fetch: () => Promise.reject(new TypeError('offline')) });
    rejecting.analytics.track('a', {});
    await expect(rejecting.scheduler.advance(200)).resolves.toBeUndefined();

    const throwing = setup({
      fetch: () => {
        throw new TypeError('blocked by CSP');
      },
    });
    throwing.analytics.track('a', {});
    await expect(throwing.scheduler.advance(200)).resolves.toBeUndefined();

    const failing = setup({ fetch: async () => new Response('nope', { status: 500 }) });
    failing.analytics.track('a', {});
    await expect(failing.scheduler.advance(200)).resolves.toBeUndefined();

    const brokenStore = {
      get: () => {
        throw new Error('storage');
      },
      set: () => {},
      remove: () => {},
      keys: () => [],
    };
    const storeless = setup({ store: brokenStore });
    expect(() => storeless.analytics.page('x', {})).not.toThrow();
    expect(() => storeless.analytics.identify('u', {})).not.toThrow();
  });

  it('an unserialisable call is dropped alone', async () => {
    const { analytics, sent, scheduler } = setup();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    analytics.track('bad', cyclic);
    analytics.track('good', {});
    await scheduler.advance(200);
    expect(sent.map((call) => call.body.event)).toEqual(['good']);
  });
});

describe('page context', () => {
  it('keeps utm and lead but not the card token or e-mail', () => {
    expect(redactSearch('?utm_source=mail&lead=L1')).toBe('?utm_source=mail&lead=L1');
    expect(redactSearch('?token=tok_secret&utm_source=mail&email=a%40b.test')).toBe(
      '?token=redacted&utm_source=mail&email=redacted',
    );
  });
});

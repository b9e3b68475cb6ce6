import type { AnalyticsSink } from '../../core/analytics/index.js';
import type { KeyValueStore } from '../../core/storage/index.js';
import type { Clock, Scheduler } from '../../core/time/index.js';
import { randomUuid } from '../clock/random-id.js';
import { browserPageContext, type PageContext } from './page-context.js';

export const DEFAULT_ANALYTICS_HOST = 'https://api.segment.io';
/** The keys analytics.js uses, so a visitor keeps one anonymous id across both. */
export const ANONYMOUS_ID_KEY = 'ajs_anonymous_id';
export const USER_ID_KEY = 'ajs_user_id';

const LIBRARY = { name: 'keyhaven-segment-http', version: '1.0.0' } as const;
/** Segment caps a batch at 500 kB; browsers cap keepalive bodies at 64 kB in flight. */
const KEEPALIVE_LIMIT_BYTES = 60_000;
const MAX_BATCH = 20;
const ID_PATTERN = /^[\w.@:-]{1,200}$/;

type MessageType = 'page' | 'track' | 'identify' | 'alias';
type Message = Readonly<Record<string, unknown>> & { readonly type: MessageType };

export interface SegmentAnalyticsOptions {
  readonly writeKey: string;
  /** The Segment-compatible endpoint (Segment itself, a proxy, or RudderStack and the like). */
  readonly host?: string;
  readonly store: KeyValueStore;
  readonly clock: Clock;
  readonly scheduler: Pick<Scheduler, 'sleep'>;
  /** How long calls gather before they are sent in one request. */
  readonly flushAfterMs?: number;
  readonly fetch?: typeof fetch;
  readonly pageContext?: () => PageContext;
}

/**
 * Analytics through Segment's HTTP tracking API, without loading analytics.js (which
 * cannot load offline and would run third-party script beside a readable session cookie).
 * Calls are queued and sent shortly after, one call to /v1/{type}, several to /v1/batch,
 * with `keepalive` so a call made just before leaving the page still goes out. Every
 * failure (storage, serialisation, network, a 4xx or 5xx) is swallowed: analytics must
 * never break a guest's journey (docs/product/errors.md#load-failures).
 */
export class SegmentAnalytics implements AnalyticsSink {
  private queue: Message[] = [];
  private flushScheduled = false;
  private readonly host: string;
  private readonly fetchImpl: typeof fetch;
  private readonly pageContext: () => PageContext;

  constructor(private readonly options: SegmentAnalyticsOptions) {
    this.host = (options.host || DEFAULT_ANALYTICS_HOST).replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.pageContext = options.pageContext ?? browserPageContext;
  }

  page(name: string, properties: Readonly<Record<string, unknown>>): void {
    this.safely(() => {
      const { userAgent: _userAgent, locale: _locale, ...page } = this.pageContext();
      this.enqueue('page', { name, properties: { ...page, name, ...properties } });
    });
  }

  track(event: string, properties: Readonly<Record<string, unknown>>): void {
    this.safely(() => this.enqueue('track', { event, properties }));
  }

  identify(userId: string, traits: Readonly<Record<string, unknown>>): void {
    this.safely(() => {
      this.rememberUser(userId);
      this.enqueue('identify', { traits });
    });
  }

  alias(userId: string): void {
    this.safely(() => {
      const previousId = this.userId() ?? this.anonymousId();
      this.rememberUser(userId);
      this.enqueue('alias', { previousId });
    });
  }

  /** Sends what is queued now (on page hide, or in tests). */
  flush(): void {
    this.safely(() => {
      const messages = this.queue;
      this.queue = [];
      for (let start = 0; start < messages.length; start += MAX_BATCH)
        this.send(messages.slice(start, start + MAX_BATCH));
    });
  }

  private enqueue(type: MessageType, fields: Readonly<Record<string, unknown>>): void {
    const userId = this.userId();
    const message: Message = {
      type,
      messageId: randomUuid(),
      timestamp: this.options.clock.now().toISOString(),
      anonymousId: this.anonymousId(),
      ...(userId ? { userId } : {}),
      context: this.context(),
      ...fields,
    };
    // Serialise now, so one unserialisable call (a cycle, a BigInt) is dropped alone.
    JSON.stringify(message);
    this.queue.push(message);
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.queue.length >= MAX_BATCH) {
      this.flush();
      return;
    }
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    this.options.scheduler.sleep(this.options.flushAfterMs ?? 200).then(
      () => {
        this.flushScheduled = false;
        this.flush();
      },
      () => {
        this.flushScheduled = false;
      },
    );
  }

  private send(messages: readonly Message[]): void {
    const sentAt = this.options.clock.now().toISOString();
    const [only] = messages;
    const single = messages.length === 1 && only !== undefined;
    const path = single ? `/v1/${only.type}` : '/v1/batch';
    const body = JSON.stringify(single ? { ...only, sentAt } : { batch: messages, sentAt });
    const request = this.fetchImpl(`${this.host}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${btoa(`${this.options.writeKey}:`)}`,
      },
      body,
      keepalive: body.length < KEEPALIVE_LIMIT_BYTES,
      credentials: 'omit',
    });
    request.catch(() => {
      // swallowed (docs/product/errors.md#load-failures); a lost analytics call is not worth
      // a guest-facing error
    });
  }

  private anonymousId(): string {
    const stored = this.readId(ANONYMOUS_ID_KEY);
    if (stored) return stored;
    const created = randomUuid();
    this.options.store.set(ANONYMOUS_ID_KEY, created);
    return created;
  }

  private userId(): string | null {
    return this.readId(USER_ID_KEY);
  }

  private rememberUser(userId: string): void {
    this.options.store.set(USER_ID_KEY, userId);
  }

  /** analytics.js stores ids JSON-quoted; anything that is not a plain id is dropped. */
  private readId(key: string): string | null {
    const raw = this.options.store.get(key);
    if (raw === null) return null;
    const id = raw.replace(/^"(.*)"$/, '$1');
    // 'null' and 'undefined' are a missing id written as text: kept, they would make every
    // visitor with such storage one and the same.
    if (ID_PATTERN.test(id) && id !== 'null' && id !== 'undefined') return id;
    this.options.store.remove(key);
    return null;
  }

  private context(): Record<string, unknown> {
    const { userAgent, locale, ...page } = this.pageContext();
    return { library: LIBRARY, page, ...(userAgent ? { userAgent } : {}), ...(locale ? { locale } : {}) };
  }

  private safely(action: () => void): void {
    try {
      action();
    } catch {
      // swallowed (docs/product/errors.md#load-failures)
    }
  }
}

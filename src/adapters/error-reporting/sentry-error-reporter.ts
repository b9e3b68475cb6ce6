import type { ErrorReporter } from '../../core/errors/index.js';
import { ERROR_REPORTING_SETTINGS } from '../../core/errors/index.js';
import { isAppError } from '../../core/shared/index.js';
import type { Clock } from '../../core/time/index.js';
import { randomHex } from '../clock/random-id.js';
import type { SentryDsn } from './sentry-dsn.js';
import { stackFrames } from './stack-frames.js';

const SDK = { name: 'keyhaven.sentry-envelope', version: '1.0.0' } as const;
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export interface SentryErrorReporterOptions {
  readonly dsn: SentryDsn;
  readonly clock: Clock;
  readonly fetch?: typeof fetch;
  readonly environment?: string;
  readonly release?: string;
  /** The page the error happened on (Sentry's request.url). */
  readonly pageUrl?: () => string | undefined;
}

interface Described {
  readonly type: string;
  readonly message: string;
  readonly stack?: string;
  readonly tags: Readonly<Record<string, string>>;
}

const describeError = (error: unknown): Described => {
  if (error instanceof Error)
    return { type: error.name || 'Error', message: error.message, stack: error.stack, tags: {} };
  if (isAppError(error)) {
    const tags: Record<string, string> = { kind: error.kind };
    if (error.status !== undefined) tags.status = String(error.status);
    return { type: 'AppError', message: error.message, tags };
  }
  if (typeof error === 'string') return { type: 'Error', message: error, tags: {} };
  let text: string;
  try {
    text = JSON.stringify(error) ?? String(error);
  } catch {
    text = String(error);
  }
  return { type: 'Error', message: `Non-Error reported: ${text}`, tags: {} };
};

/** Context as Sentry `extra`; a value that cannot be serialised is sent as its text. */
const serialisable = (context: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    try {
      JSON.stringify(value);
      extra[key] = value;
    } catch {
      extra[key] = String(value);
    }
  }
  return extra;
};

/**
 * Reports to Sentry by posting envelopes to the DSN's endpoint, without the Sentry SDK (which
 * cannot load offline and brings tracing and replay we do not want). Follows the settings of
 * docs/product/calls.md#analytics-and-error-reporting: errors matching 'Object Not Found
 * Matching Id' are dropped. This reporter sends errors only, no transactions or replays;
 * tracesSampleRate (1.0) and replaysSessionSampleRate (0) are kept on `settings` for the day
 * the SDK replaces it. A 429 pauses sending for Retry-After; every failure is swallowed.
 */
export class SentryErrorReporter implements ErrorReporter {
  readonly settings = ERROR_REPORTING_SETTINGS;
  private readonly fetchImpl: typeof fetch;
  private pausedUntilMs = 0;

  constructor(private readonly options: SentryErrorReporterOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  report(error: unknown, context: Readonly<Record<string, unknown>> = {}): void {
    try {
      const described = describeError(error);
      if (this.ignored(described)) return;
      const nowMs = this.options.clock.now().getTime();
      if (nowMs < this.pausedUntilMs) return;
      this.send(this.envelope(described, context, nowMs));
    } catch {
      // error reporting must never raise an error of its own
    }
  }

  private ignored({ type, message }: Described): boolean {
    return this.settings.ignoreErrors.some(
      (pattern) => message.includes(pattern) || `${type}: ${message}`.includes(pattern),
    );
  }

  private envelope(described: Described, context: Readonly<Record<string, unknown>>, nowMs: number): string {
    const eventId = randomHex(16);
    const { dsn, environment, release } = this.options;
    const frames = stackFrames(described.stack);
    const url = this.options.pageUrl?.();
    const event = {
      event_id: eventId,
      timestamp: nowMs / 1000,
      platform: 'javascript',
      level: 'error',
      sdk: SDK,
      ...(environment ? { environment } : {}),
      ...(release ? { release } : {}),
      ...(url ? { request: { url } } : {}),
      exception: {
        values: [
          {
            type: described.type,
            value: described.message,
            mechanism: { type: 'generic', handled: true },
            ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
          },
        ],
      },
      tags: described.tags,
      extra: serialisable(context),
    };
    const sentAt = new Date(nowMs).toISOString();
    const header = { event_id: eventId, sent_at: sentAt, dsn: dsn.dsn, sdk: SDK };
    return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
  }

  private send(body: string): void {
    const { dsn } = this.options;
    const query = new URLSearchParams({
      sentry_key: dsn.publicKey,
      sentry_version: '7',
      sentry_client: `${SDK.name}/${SDK.version}`,
    });
    // Plain text, key in the query: a "simple" request, so no CORS preflight per error.
    this.fetchImpl(`${dsn.envelopeUrl}?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
      keepalive: body.length < 60_000,
      credentials: 'omit',
    }).then(
      (response) => {
        if (response.status === 429) this.pause(response.headers.get('Retry-After'));
      },
      () => {
        // swallowed: the network or the service is down; there is nowhere left to report to
      },
    );
  }

  private pause(retryAfter: string | null): void {
    const seconds = Number(retryAfter);
    const waitSeconds = Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
    this.pausedUntilMs = this.options.clock.now().getTime() + waitSeconds * 1000;
  }
}

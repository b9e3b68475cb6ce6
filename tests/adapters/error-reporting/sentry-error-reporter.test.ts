import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/clock/manual-clock.js';
import { parseSentryDsn } from '../../../src/adapters/error-reporting/sentry-dsn.js';
import { SentryErrorReporter } from '../../../src/adapters/error-reporting/sentry-error-reporter.js';
import { stackFrames } from '../../../src/adapters/error-reporting/stack-frames.js';
import { appError } from '../../../src/core/shared/app-error.js';

const DSN = 'https://abc123@o42.ingest.example.test/7654';

const setup = (respond: () => Promise<Response> = async () => new Response('{}', { status: 200 })) => {
  const requests: { url: string; init: RequestInit }[] = [];
  const clock = new ManualClock('2030-05-05T05:05:05Z');
  const fetch = ((url: string, init: RequestInit) => {
    requests.push({ url, init });
    return respond();
  }) as typeof globalThis.fetch;
  const reporter = new SentryErrorReporter({
    dsn: parseSentryDsn(DSN)!,
    clock,
    fetch,
    environment: 'test',
    pageUrl: () => 'https://app.test/itineraries',
  });
  const envelopes = () =>
    requests.map(({ init }) =>
      String(init.body)
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line)),
    );
  return { reporter, requests, clock, envelopes };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Sentry DSN', () => {
  it('parses key, host, optional path and project into the envelope endpoint', () => {
    expect(parseSentryDsn(DSN)).toEqual({
      dsn: DSN,
      publicKey: 'abc123',
      projectId: '7654',
      envelopeUrl: 'https://o42.ingest.example.test/api/7654/envelope/',
    });
    expect(parseSentryDsn('https://k@sentry.example.test:9000/relay/3')?.envelopeUrl).toBe(
      'https://sentry.example.test:9000/relay/api/3/envelope/',
    );
  });

  it.each([
    '',
    'not a url',
    'https://host/1',
    'https://key@host/',
    'ftp://key@host/1',
    'https://key@host/abc',
  ])('refuses %j', (dsn) => {
    expect(parseSentryDsn(dsn)).toBeNull();
  });
});

describe('SentryErrorReporter', () => {
  it('posts an envelope with the error, its stack, tags and context to the DSN endpoint', async () => {
    const { reporter, requests, envelopes } = setup();
    const error = new TypeError('cannot read x');
    reporter.report(error, { action: 'error updating booking state', key: 'bookingState:b1:leadId' });
    expect(requests).toHaveLength(1);
    const { url, init } = requests[0]!;
    expect(url).toBe(
      'https://o42.ingest.example.test/api/7654/envelope/?sentry_key=abc123&sentry_version=7&sentry_client=keyhaven.sentry-envelope%2F1.0.0',
    );
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain;charset=UTF-8' });
    const [header, itemHeader, event] = envelopes()[0] ?? [];
    expect(header).toMatchObject({ dsn: DSN, sent_at: '2030-05-05T05:05:05.000Z' });
    expect(header.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(itemHeader).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: header.event_id,
      timestamp: Date.UTC(2030, 4, 5, 5, 5, 5) / 1000,
      platform: 'javascript',
      level: 'error',
      environment: 'test',
      request: { url: 'https://app.test/itineraries' },
      exception: { values: [{ type: 'TypeError', value: 'cannot read x' }] },
      extra: { action: 'error updating booking state', key: 'bookingState:b1:leadId' },
    });
    expect(event.exception.values[0].stacktrace.frames.length).toBeGreaterThan(0);
    await settle();
  });

  it("ignores 'Object Not Found Matching Id', however it arrives", () => {
    const { reporter, requests } = setup();
    reporter.report('Object Not Found Matching Id:3, MethodName:update, ParamCount:4');
    reporter.report(
      new Error('Non-Error promise rejection captured with value: Object Not Found Matching Id:1'),
    );
    expect(requests).toHaveLength(0);
  });

  it('keeps the sampling settings', () => {
    const { reporter } = setup();
    expect(reporter.settings.tracesSampleRate).toBe(1.0);
    expect(reporter.settings.replaysSessionSampleRate).toBe(0);
  });

  it('reports the image error log messages, app errors and odd values', () => {
    const { reporter, envelopes } = setup();
    reporter.report('No image found for https://media.test/a.jpg');
    reporter.report(appError('http', 'Server down', { status: 503 }));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    reporter.report(42, { cyclic, fine: 1 });
    const events = envelopes().map((lines) => lines[2]);
    expect(events[0].exception.values[0]).toMatchObject({
      type: 'Error',
      value: 'No image found for https://media.test/a.jpg',
    });
    expect(events[1]).toMatchObject({
      exception: { values: [{ type: 'AppError', value: 'Server down' }] },
      tags: { kind: 'http', status: '503' },
    });
    expect(events[2].exception.values[0].value).toBe('Non-Error reported: 42');
    expect(events[2].extra).toEqual({ cyclic: '[object Object]', fine: 1 });
  });

  it('swallows every failure: a rejecting or throwing fetch', async () => {
    const rejecting = setup(() => Promise.reject(new TypeError('offline')));
    expect(() => rejecting.reporter.report(new Error('x'))).not.toThrow();
    await settle();
    const throwing = setup(() => {
      throw new TypeError('CSP');
    });
    expect(() => throwing.reporter.report(new Error('x'))).not.toThrow();
  });

  it('pauses after a 429 for Retry-After seconds', async () => {
    const { reporter, requests, clock } = setup(
      async () => new Response('', { status: 429, headers: { 'Retry-After': '30' } }),
    );
    reporter.report(new Error('first'));
    await settle();
    reporter.report(new Error('dropped while rate limited'));
    expect(requests).toHaveLength(1);
    clock.advance(30_000);
    reporter.report(new Error('after the pause'));
    expect(requests).toHaveLength(2);
    await settle();
  });
});

describe('stack frames', () => {
  it('reads V8 and Gecko stacks, oldest call first', () => {
    const v8 = 'TypeError: x\n    at inner (https://app.test/a.js:10:5)\n    at https://app.test/b.js:20:7';
    expect(stackFrames(v8)).toEqual([
      { filename: 'https://app.test/b.js', lineno: 20, colno: 7, in_app: true },
      { function: 'inner', filename: 'https://app.test/a.js', lineno: 10, colno: 5, in_app: true },
    ]);
    expect(stackFrames('inner@https://app.test/a.js:10:5\n@https://app.test/node_modules/x.js:1:2')).toEqual([
      { filename: 'https://app.test/node_modules/x.js', lineno: 1, colno: 2, in_app: false },
      { function: 'inner', filename: 'https://app.test/a.js', lineno: 10, colno: 5, in_app: true },
    ]);
    expect(stackFrames(undefined)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  listenForGlobalErrors,
  messageOfError,
  trackErrorEncountered,
} from '../../../src/adapters/analytics/global-error-tracking.js';
import { InMemoryAnalytics } from '../../../src/adapters/analytics/in-memory-analytics.js';
import { InMemoryErrorReporter } from '../../../src/adapters/error-reporting/in-memory-error-reporter.js';
import type { AnalyticsSink } from '../../../src/core/analytics/analytics-sink.port.js';

describe("'KEY Error Encountered' with category 'Global Error'", () => {
  it('tracks the event with the error message', () => {
    const analytics = new InMemoryAnalytics();
    trackErrorEncountered(analytics, 'Failed to save booking state');
    expect(analytics.calls).toEqual([
      {
        type: 'track',
        name: 'KEY Error Encountered',
        properties: { category: 'Global Error', errorMessage: 'Failed to save booking state' },
      },
    ]);
  });

  it('a throwing sink is swallowed', () => {
    const sink: AnalyticsSink = {
      page: () => {},
      track: () => {
        throw new Error('analytics down');
      },
      identify: () => {},
      alias: () => {},
    };
    expect(() => trackErrorEncountered(sink, 'm')).not.toThrow();
  });

  it('tracks and reports uncaught errors and unhandled rejections until stopped', () => {
    const target = new EventTarget();
    const analytics = new InMemoryAnalytics();
    const errorReporter = new InMemoryErrorReporter();
    const stop = listenForGlobalErrors(target, { analytics, errorReporter });

    const boom = new Error('boom');
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom, message: 'Uncaught Error: boom' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'no network' }));

    expect(analytics.calls.map((call) => call.properties.errorMessage)).toEqual(['boom', 'no network']);
    expect(errorReporter.reports).toEqual([
      { error: boom, context: { mechanism: 'onerror' } },
      { error: 'no network', context: { mechanism: 'onunhandledrejection' } },
    ]);

    stop();
    target.dispatchEvent(new Event('error'));
    expect(analytics.calls).toHaveLength(2);
  });

  it('names errors sensibly', () => {
    expect(messageOfError(new TypeError('x is undefined'))).toBe('x is undefined');
    expect(messageOfError({ message: 'from a plain object' })).toBe('from a plain object');
    expect(messageOfError(undefined, 'Script error.')).toBe('Script error.');
    expect(messageOfError(42)).toBe('Unknown error');
  });
});

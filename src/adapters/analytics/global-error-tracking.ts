import type { AnalyticsSink } from '../../core/analytics/index.js';
import type { ErrorReporter } from '../../core/errors/index.js';
import { errorAnalyticsEvent } from '../../core/errors/index.js';

/**
 * 'KEY Error Encountered', category 'Global Error', with the error's message
 * (docs/product/calls.md#analytics-and-error-reporting).
 */
export const trackErrorEncountered = (analytics: AnalyticsSink, errorMessage: string): void => {
  const { event, properties } = errorAnalyticsEvent(errorMessage);
  try {
    analytics.track(event, properties);
  } catch {
    // analytics failures are swallowed (docs/product/errors.md#load-failures)
  }
};

export const messageOfError = (error: unknown, fallback = 'Unknown error'): string => {
  if (error instanceof Error) return error.message || error.name || fallback;
  if (typeof error === 'string') return error || fallback;
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { readonly message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
};

export type GlobalErrorTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Errors nothing else caught (uncaught exceptions, unhandled promise rejections) are
 * tracked as 'KEY Error Encountered' and reported. The listener is not in capture mode, so
 * an image or script tag failing to load (its own error event, which does not bubble) is
 * left to the image error log. Returns a function that stops listening.
 */
export const listenForGlobalErrors = (
  target: GlobalErrorTarget,
  sinks: { readonly analytics: AnalyticsSink; readonly errorReporter: ErrorReporter },
): (() => void) => {
  const handle = (error: unknown, message: string, mechanism: string) => {
    trackErrorEncountered(sinks.analytics, message);
    try {
      sinks.errorReporter.report(error ?? message, { mechanism });
    } catch {
      // a broken reporter must not raise a new global error from this handler
    }
  };
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    handle(error, messageOfError(error, message || 'Unknown error'), 'onerror');
  };
  const onRejection = (event: Event) => {
    const { reason } = event as PromiseRejectionEvent;
    handle(reason, messageOfError(reason, 'Unhandled promise rejection'), 'onunhandledrejection');
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
};

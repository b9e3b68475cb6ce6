import type { AnalyticsSink } from './analytics-sink.port.js';

/** One analytics event as the core's rules describe it (the booking and search events). */
export interface AnalyticsEvent {
  readonly event: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** Sends an event a rule described. */
export const trackEvent = (sink: Pick<AnalyticsSink, 'track'>, { event, properties }: AnalyticsEvent): void =>
  sink.track(event, properties);

export { type AnalyticsEvent, trackEvent } from './analytics-event.js';
export { AnalyticsSink } from './analytics-sink.port.js';

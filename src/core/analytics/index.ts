// The analytics area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { type AnalyticsEvent, trackEvent } from './analytics-event.js';
export { AnalyticsSink } from './analytics-sink.port.js';

import type { AnalyticsSink } from '../../core/analytics/index.js';

export type AnalyticsCall =
  | { readonly type: 'page'; readonly name: string; readonly properties: Readonly<Record<string, unknown>> }
  | { readonly type: 'track'; readonly name: string; readonly properties: Readonly<Record<string, unknown>> }
  | {
      readonly type: 'identify';
      readonly name: string;
      readonly properties: Readonly<Record<string, unknown>>;
    }
  | { readonly type: 'alias'; readonly name: string; readonly properties: Readonly<Record<string, unknown>> };

/** Records what was sent, so tests assert on it. */
export class InMemoryAnalytics implements AnalyticsSink {
  readonly calls: AnalyticsCall[] = [];
  page(name: string, properties: Readonly<Record<string, unknown>>): void {
    this.calls.push({ type: 'page', name, properties });
  }
  track(event: string, properties: Readonly<Record<string, unknown>>): void {
    this.calls.push({ type: 'track', name: event, properties });
  }
  identify(userId: string, traits: Readonly<Record<string, unknown>>): void {
    this.calls.push({ type: 'identify', name: userId, properties: traits });
  }
  alias(userId: string): void {
    this.calls.push({ type: 'alias', name: userId, properties: {} });
  }
}

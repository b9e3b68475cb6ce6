import { token } from '../shared/index.js';
/**
 * Where product analytics go (docs/product/calls.md#analytics-and-error-reporting: page,
 * track, identify, alias). Failures are swallowed by adapters.
 */
export interface AnalyticsSink {
  page(name: string, properties: Readonly<Record<string, unknown>>): void;
  track(event: string, properties: Readonly<Record<string, unknown>>): void;
  identify(userId: string, traits: Readonly<Record<string, unknown>>): void;
  alias(userId: string): void;
}
export const AnalyticsSink = token<AnalyticsSink>('AnalyticsSink');

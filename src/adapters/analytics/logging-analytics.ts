import type { AnalyticsSink } from '../../core/analytics/index.js';

/** Used when no analytics key is configured: events go to the console, never to the network. */
export class LoggingAnalytics implements AnalyticsSink {
  constructor(private readonly log: (line: string) => void = (line) => console.info(line)) {}
  page(name: string, properties: Readonly<Record<string, unknown>>): void {
    this.safely(`[analytics] page ${name} ${JSON.stringify(properties)}`);
  }
  track(event: string, properties: Readonly<Record<string, unknown>>): void {
    this.safely(`[analytics] track ${event} ${JSON.stringify(properties)}`);
  }
  identify(userId: string, traits: Readonly<Record<string, unknown>>): void {
    this.safely(`[analytics] identify ${userId} ${JSON.stringify(traits)}`);
  }
  alias(userId: string): void {
    this.safely(`[analytics] alias ${userId}`);
  }
  private safely(line: string): void {
    try {
      this.log(line);
    } catch {
      // analytics failures are swallowed (docs/product/errors.md#load-failures)
    }
  }
}

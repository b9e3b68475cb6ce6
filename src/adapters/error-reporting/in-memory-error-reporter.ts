import type { ErrorReporter } from '../../core/errors/index.js';

export class InMemoryErrorReporter implements ErrorReporter {
  readonly reports: { error: unknown; context: Readonly<Record<string, unknown>> }[] = [];
  report(error: unknown, context: Readonly<Record<string, unknown>> = {}): void {
    this.reports.push({ error, context });
  }
}

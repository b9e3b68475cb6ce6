import type { ErrorReporter } from '../../core/errors/index.js';

/** Used when no error-reporting DSN is configured: failures go to the console. */
export class LoggingErrorReporter implements ErrorReporter {
  constructor(private readonly log: (...args: unknown[]) => void = (...args) => console.error(...args)) {}
  report(error: unknown, context: Readonly<Record<string, unknown>> = {}): void {
    try {
      this.log('[error]', error instanceof Error ? error.message : error, context);
    } catch {
      // reporting must never raise an error of its own
    }
  }
}

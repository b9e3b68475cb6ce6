/** Where unexpected failures are reported (an error-tracking service, or the log). */
export interface ErrorReporter {
  report(error: unknown, context?: Readonly<Record<string, unknown>>): void;
}
export const ErrorReporter = Symbol.for('ErrorReporter');

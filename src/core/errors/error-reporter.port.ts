import { token } from '../shared/index.js';
/** Where unexpected failures are reported (an error-tracking service, or the log). */
export interface ErrorReporter {
  report(error: unknown, context?: Readonly<Record<string, unknown>>): void;
}
export const ErrorReporter = token<ErrorReporter>('ErrorReporter');

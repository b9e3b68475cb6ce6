import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorReporter } from '../../core/errors/index.js';
import { ERROR_BOUNDARY } from '../components/error-catalogue.js';
import { ErrorLayout } from '../components/error-layout.js';

interface Props {
  readonly supportEmail: () => string;
  readonly reporter: ErrorReporter;
  readonly children: ReactNode;
}

/** Catches render failures (and lazy views that failed every retry) anywhere below it. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.reporter.report(error, { componentStack: info.componentStack ?? '' });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const email = this.props.supportEmail();
    return (
      <main id="main">
        <ErrorLayout title={ERROR_BOUNDARY.headline} headline="Oops!">
          <p>
            {ERROR_BOUNDARY.message} <a href={`mailto:${email}`}>{email}</a>.
          </p>
        </ErrorLayout>
      </main>
    );
  }
}

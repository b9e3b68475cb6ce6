import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryErrorReporter } from '../../../src/adapters/error-reporting/in-memory-error-reporter.js';
import { ErrorBoundary } from '../../../src/ui/app/error-boundary.js';

const Broken = (): never => {
  throw new Error('render failed');
};

describe('error boundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Something went wrong.' with the support e-mail, and reports the failure", () => {
    const reporter = new InMemoryErrorReporter();
    render(
      <ErrorBoundary supportEmail={() => 'help@aspen.test'} reporter={reporter}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByText(/Try refreshing the page, if the problem persists, please contact/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@aspen.test' }).getAttribute('href')).toBe(
      'mailto:help@aspen.test',
    );
    expect(reporter.reports).toHaveLength(1);
    expect((reporter.reports[0]!.error as Error).message).toBe('render failed');
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary supportEmail={() => 'x@y.test'} reporter={new InMemoryErrorReporter()}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });
});

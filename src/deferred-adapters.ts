/**
 * Third-party adapters that load only when configured (composition-root.ts): Segment,
 * Sentry, Stripe, and the sandbox card widget, which only card pages draw.
 */
export { SegmentAnalytics } from './adapters/analytics/segment-analytics.js';
export { parseSentryDsn } from './adapters/error-reporting/sentry-dsn.js';
export { SentryErrorReporter } from './adapters/error-reporting/sentry-error-reporter.js';
export { HttpSandboxPaymentHost } from './adapters/payment/sandbox-payment-host.js';
export { SandboxPaymentProvider } from './adapters/payment/sandbox-payment-provider.js';
export { StripePaymentProvider } from './adapters/payment/stripe-payment-provider.js';

import * as E from 'fp-ts/lib/Either.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoggingAnalytics } from '../../../src/adapters/analytics/logging-analytics.js';
import { SystemClock } from '../../../src/adapters/clock/system-clock.js';
import { TimerScheduler } from '../../../src/adapters/clock/timer-scheduler.js';
import { LoggingErrorReporter } from '../../../src/adapters/error-reporting/logging-error-reporter.js';
import { BrowserNavigation } from '../../../src/adapters/navigation/browser-navigation.js';
import { SANDBOX_POWERED_BY, STRIPE_POWERED_BY } from '../../../src/adapters/payment/powered-by.js';
import { BrowserKeyValueStore } from '../../../src/adapters/storage/browser-key-value-store.js';
import { createBrowserAdapters } from '../../../src/composition-root/browser-adapters.js';
import { buildContainer } from '../../../src/composition-root/container.js';
import { composeGuestApp, composePortal } from '../../../src/composition-root.js';
import { readConfig } from '../../../src/config.js';
import { AnalyticsSink } from '../../../src/core/analytics/analytics-sink.port.js';
import { ErrorReporter } from '../../../src/core/errors/error-reporter.port.js';
import { ExternalNavigation } from '../../../src/core/navigation/external-navigation.port.js';
import { PaymentProvider } from '../../../src/core/payment/payment-provider.port.js';
import { AccountGateway } from '../../../src/core/session/account-gateway.port.js';
import { PortalGateway } from '../../../src/core/session/portal-gateway.port.js';
import { KeyValueStore } from '../../../src/core/storage/key-value-store.port.js';
import { Clock } from '../../../src/core/time/clock.port.js';
import { Scheduler } from '../../../src/core/time/scheduler.port.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { PortalViewModel } from '../../../src/ui/sso/portal.view-model.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createBrowserAdapters: third-party services only when configured', () => {
  it('without keys: console analytics and errors, the sandbox card widget, and no Stripe script', async () => {
    const adapters = createBrowserAdapters(readConfig({}));
    expect(adapters.analytics).toBeInstanceOf(LoggingAnalytics);
    expect(adapters.errorReporter).toBeInstanceOf(LoggingErrorReporter);
    // The sandbox loads on the provider's first call: its name is known before.
    expect(adapters.paymentProvider.poweredBy).toEqual(SANDBOX_POWERED_BY);
    const widget = await adapters.paymentProvider.createCardWidget({ hidePostalCode: true });
    expect(widget).toEqual(E.left(expect.objectContaining({ kind: 'unavailable' }))); // not loaded yet
    // The sandbox needs no key and no script (Stripe without a key could not load): once
    // loaded, its widget is there.
    expect(await adapters.paymentProvider.load('')).toEqual(E.right(undefined));
    const loaded = await adapters.paymentProvider.createCardWidget({ hidePostalCode: true });
    expect(E.isRight(loaded)).toBe(true);
    expect(adapters.keyValueStore).toBeInstanceOf(BrowserKeyValueStore);
    expect(adapters.clock).toBeInstanceOf(SystemClock);
    expect(adapters.scheduler).toBeInstanceOf(TimerScheduler);
    expect(adapters.navigation).toBeInstanceOf(BrowserNavigation);
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });

  it('with keys: Segment (at the configured host), Sentry and Stripe, still without loading Stripe.js', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const adapters = createBrowserAdapters(
      readConfig({
        PUBLIC_ANALYTICS_KEY: 'wk',
        PUBLIC_ANALYTICS_HOST: 'https://events.example.test',
        PUBLIC_SENTRY_DSN: 'https://key@sentry.example.test/12',
        PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      }),
    );
    expect(adapters.paymentProvider.poweredBy).toEqual(STRIPE_POWERED_BY);
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();

    // Segment's code loads at start; an event sent meanwhile waits for it.
    adapters.analytics.track('Tested', {});
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('pagehide'));
      expect(fetch).toHaveBeenCalledWith('https://events.example.test/v1/track', expect.anything());
    });
    adapters.errorReporter.report(new Error('boom'));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringContaining('sentry.example.test'), expect.anything()),
    );
  });

  it("Stripe's side-effect-free entry resolves and adds no script until loadStripe is called", async () => {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    expect(typeof loadStripe).toBe('function');
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });

  it('a DSN that is not one falls back to the console, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const adapters = createBrowserAdapters(readConfig({ PUBLIC_SENTRY_DSN: 'not-a-dsn' }));
    adapters.errorReporter.report(new Error('boom'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
  });
});

describe('buildContainer binds every port to its token', () => {
  it('resolves the adapters it was given', () => {
    const adapters = createBrowserAdapters(readConfig({}));
    const container = buildContainer(readConfig({}), adapters);
    expect(container.get(KeyValueStore)).toBe(adapters.keyValueStore);
    expect(container.get(AnalyticsSink)).toBe(adapters.analytics);
    expect(container.get(ErrorReporter)).toBe(adapters.errorReporter);
    expect(container.get(Clock)).toBe(adapters.clock);
    expect(container.get(Scheduler)).toBe(adapters.scheduler);
    expect(container.get(ExternalNavigation)).toBe(adapters.navigation);
    expect(container.get(PaymentProvider)).toBe(adapters.paymentProvider);
  });
});

describe("the composition root's front door (src/composition-root.ts)", () => {
  it('composes the guest app: the build configuration, every port bound, the reporter the container serves', () => {
    const app = composeGuestApp();
    expect(app.config.authBaseUrl).toBe('/auth');
    expect(app.container.get(ErrorReporter)).toBe(app.errorReporter);
    expect(app.container.get(Clock)).toBeInstanceOf(SystemClock);
    expect(app.container.get(ShellViewModel)).toBe(app.container.get(ShellViewModel));
    // The guest app leaves the portal's ports unbound: only the portal's entry adds them.
    expect(app.container.isBound(PortalGateway)).toBe(false);
  });

  it("composes the portal: the guest app's bindings plus the portal's own ports and view-model", () => {
    const portal = composePortal();
    expect(portal.container.isBound(PortalGateway)).toBe(true);
    expect(portal.container.isBound(AccountGateway)).toBe(true);
    expect(portal.container.get(PortalViewModel)).toBe(portal.container.get(PortalViewModel));
    expect(portal.container.get(ErrorReporter)).toBe(portal.errorReporter);
  });
});

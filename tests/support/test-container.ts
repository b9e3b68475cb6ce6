import 'reflect-metadata';
import { InMemoryAnalytics } from '../../src/adapters/analytics/in-memory-analytics.js';
import { ManualClock } from '../../src/adapters/clock/manual-clock.js';
import { ManualScheduler } from '../../src/adapters/clock/manual-scheduler.js';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { InMemoryErrorReporter } from '../../src/adapters/error-reporting/in-memory-error-reporter.js';
import { RecordingNavigation } from '../../src/adapters/navigation/recording-navigation.js';
import { InMemorySandboxPaymentHost } from '../../src/adapters/payment/sandbox-payment-host.js';
import { SandboxPaymentProvider } from '../../src/adapters/payment/sandbox-payment-provider.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestPortalGateway } from '../../src/adapters/rest/rest-portal-gateway.js';
import { InMemoryKeyValueStore } from '../../src/adapters/storage/in-memory-key-value-store.js';
import { InMemorySessionSignals } from '../../src/adapters/storage/in-memory-session-signals.js';
import { buildContainer, type PortAdapters } from '../../src/composition-root/container.js';
import { bindPortal } from '../../src/composition-root/portal.js';
import { createRestGateways } from '../../src/composition-root/rest-gateways.js';
import { readConfig } from '../../src/config.js';
import type { SessionUser } from '../../src/core/session/session-user.entity.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import { FakeRestHost } from './fake-rest-host.js';
import { InMemoryPortalGateway } from './in-memory-portal-gateway.js';
import { InMemorySessionGateway } from './in-memory-session-gateway.js';

/**
 * The app's own container (the portal's ports added), with every port served in memory. Time stands still at
 * `now` until the test moves it (`scheduler.advance(ms)` moves `clock` too); the sandbox
 * payment provider keeps what it would have sent in `paymentHost.requests`.
 */
export const testContainer = (
  options: { user?: SessionUser | null; now?: string; host?: FakeRestHost } = {},
) => {
  const config = readConfig({
    PUBLIC_SUPPORT_PHONE: '(303) 555-0199',
    PUBLIC_BUGS_EMAIL: 'bugs@example.test',
  });
  const clock = new ManualClock(options.now ?? '2030-01-01T12:00:00.000Z');
  const paymentHost = new InMemorySandboxPaymentHost();
  const host = options.host ?? new FakeRestHost();
  const cookies = new InMemoryCookieJar();
  // A signed-in guest's browser holds the sign-on cookie; the session backend reads its token.
  if (options.user) cookies.set(SESSION_COOKIE, `session-of-${options.user.objectId}`);
  const api = new RestClient({ baseUrl: '', cookies, fetch: host.fetch });
  const portal = { portalGateway: new InMemoryPortalGateway(), accountGateway: new RestPortalGateway(api) };
  const adapters = {
    gateways: createRestGateways(api),
    cookies,
    keyValueStore: new InMemoryKeyValueStore(),
    sessionGateway: new InMemorySessionGateway(options.user ?? null),
    sessionSignals: new InMemorySessionSignals(),
    analytics: new InMemoryAnalytics(),
    errorReporter: new InMemoryErrorReporter(),
    clock,
    scheduler: new ManualScheduler(clock),
    navigation: new RecordingNavigation(),
    paymentProvider: new SandboxPaymentProvider(paymentHost, clock),
  } satisfies PortAdapters;
  // The portal's ports too (the portal's entry adds them the same way), so one container
  // serves the tests of both apps.
  const container = bindPortal(buildContainer(config, adapters), portal);
  return { container, config, paymentHost, host, ...adapters, ...portal };
};

export const demoGuest: SessionUser = {
  objectId: 'u-guest',
  username: 'guest@keyhaven.test',
  fullName: 'Ava Guest',
  email: 'guest@keyhaven.test',
  phone: '3035550123',
};

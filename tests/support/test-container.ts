import 'reflect-metadata';
import { InMemoryPortalGateway } from '../../src/adapters/memory/in-memory-portal-gateway.js';
import { InMemorySessionGateway } from '../../src/adapters/memory/in-memory-session-gateway.js';
import { InMemorySandboxPaymentHost } from '../../src/adapters/payment/sandbox-payment-host.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestPortalGateway } from '../../src/adapters/rest/rest-portal-gateway.js';
import { buildHeadlessContainer } from '../../src/composition-root/headless.js';
import { bindPortal } from '../../src/composition-root/portal.js';
import { readConfig } from '../../src/config.js';
import type { SessionUser } from '../../src/core/session/session-user.entity.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import { FakeRestHost } from './fake-rest-host.js';

/**
 * The app's headless container (the portal's ports added) over an in-memory REST host, with
 * the session backend in memory too. Time stands still at `now` until the test moves it
 * (`scheduler.advance(ms)` moves `clock` too); the sandbox payment provider keeps what it
 * would have sent in `paymentHost.requests`.
 */
export const testContainer = (
  options: { user?: SessionUser | null; now?: string; host?: FakeRestHost } = {},
) => {
  const config = readConfig({
    PUBLIC_SUPPORT_PHONE: '(303) 555-0199',
    PUBLIC_BUGS_EMAIL: 'bugs@example.test',
  });
  const paymentHost = new InMemorySandboxPaymentHost();
  const host = options.host ?? new FakeRestHost();
  const headless = buildHeadlessContainer(
    { config, fetch: host.fetch, now: options.now ?? '2030-01-01T12:00:00.000Z', paymentHost },
    { sessionGateway: new InMemorySessionGateway(options.user ?? null) },
  );
  // A signed-in guest's browser holds the sign-on cookie; the session backend reads its token.
  if (options.user) headless.cookies.set(SESSION_COOKIE, `session-of-${options.user.objectId}`);
  const api = new RestClient({ baseUrl: '', cookies: headless.cookies, fetch: host.fetch });
  const portal = { portalGateway: new InMemoryPortalGateway(), accountGateway: new RestPortalGateway(api) };
  // The portal's ports too (the portal's entry adds them the same way), so one container
  // serves the tests of both apps.
  bindPortal(headless.container, portal);
  return { ...headless, config, paymentHost, host, ...portal };
};

export const demoGuest: SessionUser = {
  objectId: 'u-guest',
  username: 'guest@keyhaven.test',
  fullName: 'Ava Guest',
  email: 'guest@keyhaven.test',
  phone: '3035550123',
};

import 'reflect-metadata';
import { InMemoryAnalytics } from '../../src/adapters/analytics/in-memory-analytics.js';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { InMemoryErrorReporter } from '../../src/adapters/error-reporting/in-memory-error-reporter.js';
import { buildContainer } from '../../src/composition-root.js';
import { readConfig } from '../../src/config.js';
import type { SessionUser } from '../../src/core/session/session-user.entity.js';
import { InMemoryPortalGateway } from './in-memory-portal-gateway.js';
import { InMemorySessionGateway } from './in-memory-session-gateway.js';

/** The app's own container, with every port served in memory. */
export const testContainer = (options: { user?: SessionUser | null } = {}) => {
  const config = readConfig({
    PUBLIC_SUPPORT_PHONE: '(303) 555-0199',
    PUBLIC_BUGS_EMAIL: 'bugs@example.test',
  });
  const adapters = {
    cookies: new InMemoryCookieJar(),
    sessionGateway: new InMemorySessionGateway(options.user ?? null),
    portalGateway: new InMemoryPortalGateway(),
    analytics: new InMemoryAnalytics(),
    errorReporter: new InMemoryErrorReporter(),
  };
  return { container: buildContainer(config, adapters), config, ...adapters };
};

export const demoGuest: SessionUser = {
  objectId: 'u-guest',
  username: 'guest@keyhaven.test',
  fullName: 'Ava Guest',
  email: 'guest@keyhaven.test',
  phone: '3035550123',
};

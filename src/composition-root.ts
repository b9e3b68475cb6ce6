import 'reflect-metadata';
import { Container } from 'inversify';
import { LoggingAnalytics } from './adapters/analytics/logging-analytics.js';
import { DocumentCookieJar } from './adapters/cookies/document-cookie-jar.js';
import { LoggingErrorReporter } from './adapters/error-reporting/logging-error-reporter.js';
import { RestClient } from './adapters/rest/rest-client.js';
import { RestPortalGateway } from './adapters/rest/rest-portal-gateway.js';
import { RestSessionGateway } from './adapters/rest/rest-session-gateway.js';
import { AnalyticsSink } from './core/analytics/analytics-sink.port.js';
import { ErrorReporter } from './core/errors/error-reporter.port.js';
import { PortalGateway } from './core/session/portal-gateway.port.js';
import { SessionGateway } from './core/session/session-gateway.port.js';
import { AppConfig } from './core/shared/app-config.js';
import { CookieJar } from './core/storage/cookie-jar.port.js';
import { ShellViewModel } from './ui/shell/shell.view-model.js';
import { PortalViewModel } from './ui/sso/portal.view-model.js';

/** One implementation per core port. Browser adapters in the app; in-memory ones in tests. */
export interface PortAdapters {
  readonly cookies: CookieJar;
  readonly sessionGateway: SessionGateway;
  readonly portalGateway: PortalGateway;
  readonly analytics: AnalyticsSink;
  readonly errorReporter: ErrorReporter;
}

/** The only place that knows which adapter serves which port (DESIGN.md). */
export const createBrowserAdapters = (config: AppConfig): PortAdapters => {
  const cookies = new DocumentCookieJar();
  const auth = new RestClient({ baseUrl: config.authBaseUrl, cookies });
  const api = new RestClient({ baseUrl: config.apiBaseUrl, cookies });
  return {
    cookies,
    sessionGateway: new RestSessionGateway(auth, cookies),
    portalGateway: new RestPortalGateway(api),
    // The Segment-compatible adapter for a configured analytics key arrives with issue 4.
    analytics: new LoggingAnalytics(),
    errorReporter: new LoggingErrorReporter(),
  };
};

export const buildContainer = (config: AppConfig, adapters: PortAdapters): Container => {
  const container = new Container();
  container.bind<AppConfig>(AppConfig).toConstantValue(config);
  container.bind<CookieJar>(CookieJar).toConstantValue(adapters.cookies);
  container.bind<SessionGateway>(SessionGateway).toConstantValue(adapters.sessionGateway);
  container.bind<PortalGateway>(PortalGateway).toConstantValue(adapters.portalGateway);
  container.bind<AnalyticsSink>(AnalyticsSink).toConstantValue(adapters.analytics);
  container.bind<ErrorReporter>(ErrorReporter).toConstantValue(adapters.errorReporter);
  container.bind(ShellViewModel).toSelf().inSingletonScope();
  container.bind(PortalViewModel).toSelf().inSingletonScope();
  return container;
};

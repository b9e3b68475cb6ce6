import './reflect-metadata-shim.js';
import { Container, type Newable } from 'inversify';
import { AnalyticsSink } from '../core/analytics/index.js';
import { ErrorReporter } from '../core/errors/index.js';
import { ExternalNavigation } from '../core/navigation/index.js';
import { NotificationSink } from '../core/notifications/index.js';
import { AppUpdates, Connectivity, DocumentCopies, OfflineData } from '../core/offline/index.js';
import { PaymentProvider } from '../core/payment/index.js';
import { SessionGateway, SessionSignals } from '../core/session/index.js';
import type { Token } from '../core/shared/index.js';
import { AppConfig } from '../core/shared/index.js';
import { CookieJar, KeyValueStore } from '../core/storage/index.js';
import { Clock, Scheduler } from '../core/time/index.js';
import { ResultsMemory } from '../ui/catalog/results-memory.js';
import { Notifications } from '../ui/shell/notifications.view-model.js';
import { SessionViewModel } from '../ui/shell/session.view-model.js';
import { SessionRolesViewModel } from '../ui/shell/session-roles.view-model.js';
import { ShellViewModel } from '../ui/shell/shell.view-model.js';
import { REST_GATEWAYS, type RestGateways } from './rest-gateways.js';

/** One adapter per core port: the browser's in the app, in-memory ones in tests and headless use. */
export interface PortAdapters {
  readonly gateways: RestGateways;
  readonly cookies: CookieJar;
  readonly keyValueStore: KeyValueStore;
  readonly sessionGateway: SessionGateway;
  readonly sessionSignals: SessionSignals;
  readonly analytics: AnalyticsSink;
  readonly errorReporter: ErrorReporter;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly navigation: ExternalNavigation;
  readonly paymentProvider: PaymentProvider;
  readonly connectivity: Connectivity;
  readonly offlineData: OfflineData;
  readonly appUpdates: AppUpdates;
  readonly documentCopies: DocumentCopies;
}

/** Binds a port to its adapter; an adapter that does not fit its port does not compile. */
export const bindPort = <T>(container: Container, token: Token<T>, adapter: T): void => {
  container.bind<T>(token).toConstantValue(adapter);
};

/** Serves a port with a view-model's one instance; a view-model that does not fit the port does not compile. */
const bindService = <T>(container: Container, token: Token<T>, service: Newable<T>): void => {
  container.bind<T>(token).toService(service);
};

/**
 * The app's container: every port bound to its adapter, and the view-models one instance
 * serves everywhere (the shell, and the notifications, which are also the NotificationSink
 * the use cases notify, so what they send is what the page shows). A page's own view-model
 * (an `@injectable()` class the page asks for) the container builds itself, a new one each
 * time: naming it here would pull its code, codecs and rules into every page's first download
 * instead of its page's chunk. The portal's entry adds its own ports and view-model
 * (portal.ts).
 */
export const buildContainer = (config: AppConfig, adapters: PortAdapters): Container => {
  const container = new Container({ autobind: true });
  bindPort(container, AppConfig, config);
  bindPort(container, CookieJar, adapters.cookies);
  bindPort(container, KeyValueStore, adapters.keyValueStore);
  bindPort(container, SessionGateway, adapters.sessionGateway);
  bindPort(container, SessionSignals, adapters.sessionSignals);
  bindPort(container, AnalyticsSink, adapters.analytics);
  bindPort(container, ErrorReporter, adapters.errorReporter);
  bindPort(container, Clock, adapters.clock);
  bindPort(container, Scheduler, adapters.scheduler);
  bindPort(container, ExternalNavigation, adapters.navigation);
  bindPort(container, PaymentProvider, adapters.paymentProvider);
  bindPort(container, Connectivity, adapters.connectivity);
  bindPort(container, OfflineData, adapters.offlineData);
  bindPort(container, AppUpdates, adapters.appUpdates);
  bindPort(container, DocumentCopies, adapters.documentCopies);
  // Each REST gateway to its port's token. Here, not beside the table: the table is part of the
  // headless package, which must not need Inversify (packages/core).
  for (const name of Object.keys(REST_GATEWAYS) as (keyof RestGateways)[]) {
    container.bind(REST_GATEWAYS[name].token).toConstantValue(adapters.gateways[name]);
  }
  // One session for the whole app: the shell and whatever refetches it share it.
  container.bind(SessionViewModel).toSelf().inSingletonScope();
  container.bind(ShellViewModel).toSelf().inSingletonScope();
  container.bind(SessionRolesViewModel).toSelf().inSingletonScope();
  container.bind(Notifications).toSelf().inSingletonScope();
  // The search's view-model is made per visit; where its results were left outlives it.
  container.bind(ResultsMemory).toSelf().inSingletonScope();
  bindService(container, NotificationSink, Notifications);
  return container;
};

import type { Container } from 'inversify';
import { RestClient } from '../adapters/rest/rest-client.js';
import { RestPortalGateway } from '../adapters/rest/rest-portal-gateway.js';
import { AccountGateway, PortalGateway } from '../core/session/index.js';
import type { AppConfig } from '../core/shared/index.js';
import { PortalViewModel } from '../ui/sso/portal.view-model.js';
import { bindPort, type PortAdapters } from './container.js';

/**
 * The sign-on portal's own ports: sign-in and sign-up, account links and contact info.
 * Only the portal's entry binds them, so neither they, their codecs nor the portal's
 * view-model travel in the guest app's first download.
 */
export interface PortalAdapters {
  readonly portalGateway: PortalGateway;
  readonly accountGateway: AccountGateway;
}

/** Both ports over this host's REST API, with the page's cookies. */
export const createBrowserPortalAdapters = (
  config: AppConfig,
  cookies: PortAdapters['cookies'],
): PortalAdapters => {
  const gateway = new RestPortalGateway(new RestClient({ baseUrl: config.apiBaseUrl, cookies }));
  return { portalGateway: gateway, accountGateway: gateway };
};

/** Adds the portal to a container built by buildContainer: its ports and one PortalViewModel. */
export const bindPortal = (container: Container, adapters: PortalAdapters): Container => {
  bindPort(container, PortalGateway, adapters.portalGateway);
  bindPort(container, AccountGateway, adapters.accountGateway);
  container.bind(PortalViewModel).toSelf().inSingletonScope();
  return container;
};

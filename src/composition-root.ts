import type { Container } from 'inversify';
import { createBrowserAdapters } from './composition-root/browser-adapters.js';
import { buildContainer, type PortAdapters } from './composition-root/container.js';
import { bindPortal, createBrowserPortalAdapters } from './composition-root/portal.js';
import { buildConfig } from './config.js';
import type { AppConfig } from './core/shared/index.js';

/**
 * The composition root's front door: the one module the entries (src/main.tsx, src/sso.tsx)
 * import. It assembles the container from the files of src/composition-root/ (the browser's
 * adapters, the ports' bindings, the portal's own ports), so an entry only starts a page.
 * Tests and headless runs build their containers from those files directly (headless.ts).
 */
export interface ComposedApp {
  readonly config: AppConfig;
  readonly container: Container;
  /** Kept for the page's error boundary, which reports what it catches. */
  readonly errorReporter: PortAdapters['errorReporter'];
}

/** The guest app: the build's configuration, every port bound to the browser's adapter. */
export const composeGuestApp = (): ComposedApp => {
  const config = buildConfig();
  const adapters = createBrowserAdapters(config);
  // The service worker of a build (dist/sw.js), registered after the first paint from a chunk
  // of its own; the dev server has none.
  if (import.meta.env.PROD) adapters.appUpdates.start();
  return { config, container: buildContainer(config, adapters), errorReporter: adapters.errorReporter };
};

/** The sign-on portal: the guest app's container plus the portal's own ports and view-model. */
export const composePortal = (): ComposedApp => {
  const config = buildConfig();
  const adapters = createBrowserAdapters(config);
  const container = bindPortal(
    buildContainer(config, adapters),
    createBrowserPortalAdapters(config, adapters.cookies),
  );
  return { config, container, errorReporter: adapters.errorReporter };
};

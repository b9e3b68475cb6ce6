import { createRoot } from 'react-dom/client';
import { createBrowserAdapters } from './composition-root/browser-adapters.js';
import { buildContainer } from './composition-root/container.js';
import { bindPortal, createBrowserPortalAdapters } from './composition-root/portal.js';
import { buildConfig } from './config.js';
import { PortalApp } from './ui/sso/portal-app.js';

const config = buildConfig();
const adapters = createBrowserAdapters(config);
const container = bindPortal(
  buildContainer(config, adapters),
  createBrowserPortalAdapters(config, adapters.cookies),
);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(<PortalApp container={container} productShortName={config.productShortName} />);

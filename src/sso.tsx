import { createRoot } from 'react-dom/client';
import { buildContainer, createBrowserAdapters } from './composition-root.js';
import { buildConfig } from './config.js';
import { bindPortal, createBrowserPortalAdapters } from './portal-composition-root.js';
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

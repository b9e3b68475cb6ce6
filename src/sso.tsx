import { createRoot } from 'react-dom/client';
import { buildContainer, createBrowserAdapters } from './composition-root.js';
import { buildConfig } from './config.js';
import { PortalApp } from './ui/sso/portal-app.js';

const config = buildConfig();
const container = buildContainer(config, createBrowserAdapters(config));
const root = document.getElementById('root');
if (root)
  createRoot(root).render(<PortalApp container={container} productShortName={config.productShortName} />);

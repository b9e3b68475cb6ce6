import { createRoot } from 'react-dom/client';
import { composePortal } from './composition-root.js';
import { PortalApp } from './ui/sso/portal-app.js';

const { config, container } = composePortal();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(<PortalApp container={container} productShortName={config.productShortName} />);

import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { composeGuestApp } from './composition-root.js';
import { App } from './ui/app/app.js';
import { PageStarter } from './ui/app/routes.js';

const { config, container, errorReporter } = composeGuestApp();
// The page's code and first asks start in a task of their own (the first ask builds its
// gateway), not in the long one that evaluated the scripts: on a phone that task alone was
// most of the Total Blocking Time. Whichever comes first, this or the layout's first
// render, starts the page; the other finds it started.
setTimeout(() => container.get(PageStarter).pageStarted(window.location), 0);
const root = document.getElementById('root');
// A transition: React builds the first screen in slices and lets the browser in between,
// instead of one long task that holds up input (Total Blocking Time).
if (root)
  startTransition(() =>
    createRoot(root).render(<App container={container} config={config} errorReporter={errorReporter} />),
  );

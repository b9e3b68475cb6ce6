import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../src/ui/app/app.js';
import { routes } from '../../../src/ui/app/routes.js';
import { testContainer } from '../../support/test-container.js';

/** Renders the real app (routes, layout, container) at a URL, with in-memory ports. */
export const renderApp = (url: string, options: Parameters<typeof testContainer>[0] = {}) => {
  const ports = testContainer(options);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(<App container={ports.container} router={router} />);
  return { ...ports, router, view };
};

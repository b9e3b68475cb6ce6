import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../../src/ui/app/app.js';
import type { testContainer } from '../../support/test-container.js';
import { tripsContainer } from './trips-container.js';

/** The real app (routes, layout, container) at a URL, with the trip view-models bound. */
export const renderTrips = (url: string, options: Parameters<typeof testContainer>[0] = {}) => {
  const ports = tripsContainer(options);
  const Router = ({ children }: { children?: React.ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const view = render(
    <App
      container={ports.container}
      config={ports.config}
      errorReporter={ports.errorReporter}
      Router={Router}
    />,
  );
  return { ...ports, view };
};

import type { Container } from 'inversify';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { ErrorReporter } from '../../core/errors/index.js';
import type { AppConfig } from '../../core/shared/index.js';
import { ContainerProvider } from '../di/container-context.js';
import { ErrorBoundary } from './error-boundary.js';
import { AppRoutes } from './routes.js';
import '../components/global.css';

/**
 * The guest app: the container, one error boundary above everything, and the router. The
 * boundary gets its reporter and bugs address from the entry, so that a failure of the
 * container itself still reaches it. A declarative router (not a data router): the app uses
 * no loaders or actions, and the data router's machinery is about 17 kB gzip of the first
 * download. Tests hand in a memory router.
 */
export const App = ({
  container,
  config,
  errorReporter,
  Router = BrowserRouter,
}: {
  container: Container;
  config: Pick<AppConfig, 'bugsEmail'>;
  errorReporter: ErrorReporter;
  Router?: ComponentType<{ children?: ReactNode }>;
}) => (
  <StrictMode>
    <ContainerProvider container={container}>
      <ErrorBoundary supportEmail={() => config.bugsEmail} reporter={errorReporter}>
        <Router>
          <AppRoutes />
        </Router>
      </ErrorBoundary>
    </ContainerProvider>
  </StrictMode>
);

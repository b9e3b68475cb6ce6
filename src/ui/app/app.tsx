import type { Container } from 'inversify';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import { AppConfig } from '../../core/shared/app-config.js';
import { ContainerProvider } from '../di/container-context.js';
import { ErrorBoundary } from './error-boundary.js';
import { AppRoutes } from './routes.js';
import '../components/global.css';

/**
 * The guest app: the container, one error boundary above everything, and the router.
 * A declarative router (not a data router): the app uses no loaders or actions, and the
 * data router's machinery is about 17 kB gzip of the first download (issue 6 item 9).
 * Tests hand in a memory router.
 */
export const App = ({
  container,
  Router = BrowserRouter,
}: {
  container: Container;
  Router?: ComponentType<{ children?: ReactNode }>;
}) => {
  const config = container.get<AppConfig>(AppConfig);
  return (
    <StrictMode>
      <ContainerProvider container={container}>
        <ErrorBoundary
          supportEmail={() => config.bugsEmail}
          reporter={container.get<ErrorReporter>(ErrorReporter)}
        >
          <Router>
            <AppRoutes />
          </Router>
        </ErrorBoundary>
      </ContainerProvider>
    </StrictMode>
  );
};

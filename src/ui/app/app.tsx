import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import { AppConfig } from '../../core/shared/app-config.js';
import { ContainerProvider } from '../di/container-context.js';
import { ErrorBoundary } from './error-boundary.js';
import { routes } from './routes.js';
import '../components/global.css';

/** The guest app: the container, one error boundary above everything, and the router. */
export const App = ({
  container,
  router = createBrowserRouter(routes),
}: {
  container: Container;
  router?: ReturnType<typeof createBrowserRouter>;
}) => {
  const config = container.get<AppConfig>(AppConfig);
  return (
    <StrictMode>
      <ContainerProvider container={container}>
        <ErrorBoundary
          supportEmail={() => config.bugsEmail}
          reporter={container.get<ErrorReporter>(ErrorReporter)}
        >
          <RouterProvider router={router} />
        </ErrorBoundary>
      </ContainerProvider>
    </StrictMode>
  );
};

import { act, render } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, type To, useLocation, useNavigate } from 'react-router-dom';
import { App } from '../../../src/ui/app/app.js';
import { testContainer } from '../../support/test-container.js';

/**
 * The test's handle on the app's router: where it is now, and a way to move it as the
 * browser's address bar or history buttons would.
 */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To | number): Promise<void>;
}

/**
 * Renders the real app over these ports, its router a memory router at `url` (with whatever
 * else the test puts inside the router, such as a spy).
 */
export const renderAppOver = (
  ports: ReturnType<typeof testContainer>,
  url: string,
  insideRouter: ReactNode = null,
) => {
  const Router = ({ children }: { children?: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      {insideRouter}
      {children}
    </MemoryRouter>
  );
  return render(
    <App
      container={ports.container}
      config={ports.config}
      errorReporter={ports.errorReporter}
      Router={Router}
    />,
  );
};

/** Renders the real app (routes, layout, container) at a URL, with in-memory ports. */
export const renderApp = (url: string, options: Parameters<typeof testContainer>[0] = {}) => {
  const ports = testContainer(options);
  let navigate: ReturnType<typeof useNavigate> | null = null;
  const router: { state: TestRouter['state'] } & TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    navigate: async (to) => {
      if (!navigate) throw new Error('the app has not rendered its router yet');
      const go = navigate;
      await act(async () => {
        await (typeof to === 'number' ? go(to) : go(to));
      });
    },
  };
  // Follows the committed location, as the data router's `state.location` did.
  const Spy = () => {
    const location = useLocation();
    const go = useNavigate();
    useLayoutEffect(() => {
      router.state = { location };
      navigate = go;
    });
    return null;
  };
  const view = renderAppOver(ports, url, <Spy />);
  return { ...ports, router: router as TestRouter, view };
};

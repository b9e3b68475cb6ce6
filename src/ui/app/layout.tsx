import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ErrorReporter } from '../../core/errors/index.js';
import { withoutTrailingSlash } from '../../core/navigation/index.js';
import { FullScreenLoading } from '../components/full-screen-loading.js';
import { useViewModel } from '../di/use-view-model.js';
import { ErrorPage } from '../errors/error-page.js';
import { NotificationRegion } from '../shell/notification-region.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { ErrorBoundary } from './error-boundary.js';
import { Footer } from './footer.js';
import { NavBar } from './nav-bar.js';
import './layout.css';

/**
 * Every page's frame: navigation bar, main content (or the app error), footer, and the app's
 * notifications. Standalone routes hide the bar and the footer (`chromeHidden`, from the
 * matched routes' handles), never the notifications.
 */
export const Layout = observer(({ chromeHidden = false }: { chromeHidden?: boolean }) => {
  const shell = useViewModel(ShellViewModel);
  const reporter = useViewModel<ErrorReporter>(ErrorReporter);
  const location = useLocation();
  const navigate = useNavigate();
  const { config } = shell;

  // biome-ignore lint/correctness/useExhaustiveDependencies: startup reads the URL the guest arrived with, once
  useEffect(() => {
    void shell.appStarted(location.search);
  }, [shell]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page; a new query on the same path is not
  useEffect(() => {
    // Scroll resets to the top on path change (docs/product/routes.md#scroll-and-lazy-views).
    window.scrollTo(0, 0);
    shell.pathChanged(location.pathname, location.search);
  }, [shell, location.pathname]);

  // An existing lead with an active trip goes straight to its explore tab
  // (docs/product/routes.md#lead-redirect).
  const { redirectTo } = shell;
  useEffect(() => {
    if (!redirectTo) return;
    navigate(redirectTo, { replace: true });
    shell.redirectFollowed();
  }, [shell, redirectTo, navigate]);

  const slashless = withoutTrailingSlash(location.pathname);
  if (slashless) return <Navigate replace to={`${slashless}${location.search}${location.hash}`} />;
  if (shell.isStarting) return <FullScreenLoading />;

  const chrome = !chromeHidden;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {chrome ? (
        <NavBar
          pathname={location.pathname}
          search={location.search}
          loggedIn={shell.isLoggedIn}
          mainSiteUrl={config.mainSiteUrl}
          ssoUrl={config.ssoUrl}
          currentUrl={window.location.href}
          productShortName={config.productShortName}
          supportPhone={config.supportPhone}
        />
      ) : null}
      <main id="main" className="layout-main" tabIndex={-1}>
        <ErrorBoundary key={location.pathname} supportEmail={() => shell.supportEmail} reporter={reporter}>
          {shell.appError ? (
            <ErrorPage error={shell.appError} />
          ) : (
            <Suspense fallback={<FullScreenLoading />}>
              <Outlet />
            </Suspense>
          )}
        </ErrorBoundary>
      </main>
      {chrome ? (
        <Footer productShortName={config.productShortName} contactEmail={shell.contactEmail} />
      ) : null}
      <NotificationRegion />
    </>
  );
});

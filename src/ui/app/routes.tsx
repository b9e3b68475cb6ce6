import type { Container } from 'inversify';
import { useLayoutEffect } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { ListingCatalogGateway } from '../../core/catalog/listing-catalog-gateway.port.js';
import { mainSiteTarget } from '../../core/navigation/route-redirects.rule.js';
import { AppConfig } from '../../core/shared/app-config.js';
import { startCatalogAsks } from '../catalog/catalog-head-start.js';
import { type LazyView, lazyView } from '../components/lazy-view.js';
import { useContainer } from '../di/container-context.js';
import { useViewModel } from '../di/use-view-model.js';
import { ExternalRedirect } from './external-redirect.js';
import { Layout } from './layout.js';
import { hidesChrome, preloadViews, type RouteHandle } from './route-handle.js';

const ItineraryHistoryPage = lazyView(() => import('../itineraries/itinerary-history-page.js'));
const ItineraryPage = lazyView(() => import('../itineraries/itinerary-page.js'));
// Named: the host announces this chunk with the /listings page (server/http/page-preloads.ts).
const ListingCatalogPage = lazyView(
  () => import(/* webpackChunkName: "listings-page" */ '../catalog/listing-catalog-page.js'),
);
const ContentHomesPage = lazyView(() => import('../catalog/content-homes-page.js'));
const ListingPage = lazyView(() => import('../listing/listing-page.js'));
const CardAdditionPage = lazyView(() => import('../cards/card-addition-page.js'));
const NotFoundPage = lazyView(() => import('../errors/not-found-page.js'));
const ServiceCatalogPage = lazyView(() => import('../services/editable-service-catalog-page.js'));
const ReadOnlyServiceCatalogPage = lazyView(() => import('../services/readonly-service-catalog-page.js'));

/** An in-app redirect that keeps the query string. */
const RedirectKeepingQuery = ({ to }: { to: string }) => {
  const { search } = useLocation();
  return <Navigate replace to={`${to}${search}`} />;
};

/** /bundle, /destinations and /stays leave for the main site, query kept. */
const LeaveForMainSite = () => {
  const config = useViewModel<AppConfig>(AppConfig);
  const { pathname, search } = useLocation();
  const target = mainSiteTarget(config.mainSiteUrl, pathname, search);
  return target ? <ExternalRedirect to={target} /> : <NotFoundPage />;
};

/** A route's lazy view, with a handle that lets the layout start loading it early. */
const view = (Page: LazyView<object>, handle: RouteHandle = {}) => ({
  element: <Page />,
  handle: { ...handle, preload: Page.preload } satisfies RouteHandle,
});

const handlesAt = (location: { pathname: string }) =>
  (matchRoutes(routes, location) ?? []).map((match) => match.route.handle);

// The path each container last started, so the first render does not start again what
// main.tsx started before it.
const startedPaths = new WeakMap<Container, string>();

/**
 * Starts the page at `location`: its view's code and its first asks. main.tsx calls it
 * before the first render, so they come down while React builds the first screen; the
 * layout calls it on every later change of path. A path started already is not restarted.
 */
export const startPage = (location: { pathname: string }, container: Container): void => {
  if (startedPaths.get(container) === location.pathname) return;
  startedPaths.set(container, location.pathname);
  preloadViews(handlesAt(location), container);
};

/**
 * The frame around every page. It reads the matched routes' handles: standalone pages hide
 * the chrome, and the page's view starts loading while the app is still starting, so its
 * code and the startup calls come down side by side rather than one after the other.
 */
const FramedPages = () => {
  const location = useLocation();
  const container = useContainer();
  const handles = handlesAt(location);
  // A layout effect: a new page's code and first asks start before its first paint, not after it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handles follow the path
  useLayoutEffect(() => startPage(location, container), [location.pathname]);
  return <Layout chromeHidden={hidesChrome(handles)} />;
};

const standalone: RouteHandle = { hideChrome: true };

/** Every route of SPEC section 2. */
export const routes: RouteObject[] = [
  {
    element: <FramedPages />,
    children: [
      { path: '/', element: <RedirectKeepingQuery to="/itineraries" /> },
      { path: '/itineraries', ...view(ItineraryHistoryPage) },
      { path: '/itineraries/:itineraryId', ...view(ItineraryPage) },
      { path: '/itineraries/:itineraryId/listing/:listingRedirectId', ...view(ListingPage) },
      { path: '/bundle/:bundleId', element: <LeaveForMainSite /> },
      { path: '/markets/:marketId/services', ...view(ServiceCatalogPage) },
      { path: '/markets/:marketId/readonly-services', ...view(ReadOnlyServiceCatalogPage) },
      // The 'other market' catalog has no services of its own: its guests search homes.
      { path: '/markets/other/services', element: <RedirectKeepingQuery to="/listings" /> },
      { path: '/services', element: <RedirectKeepingQuery to="/listings" /> },
      {
        path: '/listings',
        ...view(ListingCatalogPage, {
          warm: (container) => startCatalogAsks(container.get(ListingCatalogGateway)),
        }),
      },
      { path: '/listings/:listingRedirectId', ...view(ListingPage) },
      { path: '/destinations/:destinationSlug', element: <LeaveForMainSite /> },
      { path: '/stays/content-homes', ...view(ContentHomesPage) },
      { path: '/stays/:stayCategorySlug', element: <LeaveForMainSite /> },
      { path: '/card-addition', ...view(CardAdditionPage, standalone) },
      { path: '*', ...view(NotFoundPage) },
    ],
  },
];

/** The routes, rendered for the router above (BrowserRouter in the app, a memory router in tests). */
export const AppRoutes = () => useRoutes(routes);

import { injectable } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { ListingCatalogGateway } from '../../core/catalog/index.js';
import { mainSiteTarget } from '../../core/navigation/index.js';
import { startCatalogAsks } from '../catalog/catalog-head-start.js';
import { type LazyView, lazyView } from '../components/lazy-view.js';
import { inject } from '../di/inject.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { ExternalRedirect } from './external-redirect.js';
import { Layout } from './layout.js';
import { hidesChrome, preloadViews, type RouteHandle, type WarmPorts } from './route-handle.js';

const ItineraryHistoryPage = lazyView(() => import('../itineraries/itinerary-history-page.js'));
const ItineraryPage = lazyView(() => import('../itineraries/itinerary-page.js'));
const ItemDetailsPage = lazyView(() => import('../itineraries/item-details-page.js'));
const ConciergeDeskPage = lazyView(() => import('../concierge/concierge-desk-page.js'));
const ConversationPage = lazyView(() => import('../conversation/conversation-page.js'));
const TripBillingPage = lazyView(() => import('../trip-billing/trip-billing-page.js'));
const TripDocumentsPage = lazyView(() => import('../trip-documents/trip-documents-page.js'));
// Named: the host announces this chunk with the /listings page (server/http/page-preloads.ts).
const ListingCatalogPage = lazyView(
  () => import(/* webpackChunkName: "listings-page" */ '../catalog/listing-catalog-page.js'),
);
const ContentHomesPage = lazyView(() => import('../catalog/content-homes-page.js'));
// Named: the host announces this chunk with a home's page (server/http/page-preloads.ts).
const ListingPage = lazyView(() => import(/* webpackChunkName: "home-page" */ '../listing/listing-page.js'));
const CardAdditionPage = lazyView(() => import('../cards/card-addition-page.js'));
const NotFoundPage = lazyView(() => import('../errors/not-found-page.js'));
const ServiceCatalogPage = lazyView(() => import('../services/editable-service-catalog-page.js'));
const ReadOnlyServiceCatalogPage = lazyView(() => import('../services/readonly-service-catalog-page.js'));
const ServiceDetailsPage = lazyView(() => import('../services/editable-service-details-page.js'));
const ReadOnlyServiceDetailsPage = lazyView(() => import('../services/readonly-service-details-page.js'));
const TripServiceDetailsPage = lazyView(() => import('../services/trip-service-details-page.js'));

/** An in-app redirect that keeps the query string. */
const RedirectKeepingQuery = ({ to }: { to: string }) => {
  const { search } = useLocation();
  return <Navigate replace to={`${to}${search}`} />;
};

/**
 * The front door, query kept: a signed-in guest's trips, a signed-out visitor's search (an
 * empty 'Sign in to see your trips' page is no way in, issue 28 item 6). The shell knows the
 * session before any route renders.
 */
const FrontDoor = observer(() => {
  const shell = useViewModel(ShellViewModel);
  return <RedirectKeepingQuery to={shell.isLoggedIn ? '/itineraries' : '/listings'} />;
});

/** /bundle, /destinations and /stays leave for the main site, query kept. */
const LeaveForMainSite = () => {
  const config = useConfig();
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

/**
 * Starts the page at a location: its view's code and its first asks. main.tsx starts the
 * first page before the first render, so they come down while React builds the first
 * screen; the layout starts every later one on a change of path. One per app (a singleton
 * of its container), so a path started already is not started again.
 */
@injectable('Singleton')
export class PageStarter {
  readonly #ports: WarmPorts;
  #startedPath: string | null = null;

  constructor(@inject(ListingCatalogGateway) catalog: WarmPorts['catalog']) {
    this.#ports = { catalog };
  }

  pageStarted(location: { readonly pathname: string }): void {
    if (this.#startedPath === location.pathname) return;
    this.#startedPath = location.pathname;
    preloadViews(handlesAt(location), this.#ports);
  }
}

/**
 * The frame around every page. It reads the matched routes' handles: standalone pages hide
 * the chrome, and the page's view starts loading while the app is still starting, so its
 * code and the startup calls come down side by side rather than one after the other.
 */
const FramedPages = () => {
  const location = useLocation();
  const pages = useViewModel(PageStarter);
  const handles = handlesAt(location);
  // A layout effect: a new page's code and first asks start before its first paint, not after it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handles follow the path
  useLayoutEffect(() => pages.pageStarted(location), [location.pathname]);
  return <Layout chromeHidden={hidesChrome(handles)} />;
};

const standalone: RouteHandle = { hideChrome: true };

/** Every route of docs/product/routes.md#route-table. */
export const routes: RouteObject[] = [
  {
    element: <FramedPages />,
    children: [
      { path: '/', element: <FrontDoor /> },
      { path: '/itineraries', ...view(ItineraryHistoryPage) },
      { path: '/itineraries/:itineraryId', ...view(ItineraryPage) },
      { path: '/itineraries/:itineraryId/items/:itemId', ...view(ItemDetailsPage) },
      { path: '/itineraries/:itineraryId/listing-items/:listingItemId', ...view(ItemDetailsPage) },
      { path: '/itineraries/:itineraryId/conversation', ...view(ConversationPage) },
      { path: '/itineraries/:itineraryId/billing', ...view(TripBillingPage) },
      { path: '/itineraries/:itineraryId/documents', ...view(TripDocumentsPage) },
      { path: '/itineraries/:itineraryId/listing/:listingRedirectId', ...view(ListingPage) },
      { path: '/itineraries/:itineraryId/services/:serviceId', ...view(TripServiceDetailsPage) },
      { path: '/bundle/:bundleId', element: <LeaveForMainSite /> },
      { path: '/markets/:marketId/services', ...view(ServiceCatalogPage) },
      { path: '/markets/:marketId/readonly-services', ...view(ReadOnlyServiceCatalogPage) },
      { path: '/markets/:marketId/services/:serviceId', ...view(ServiceDetailsPage) },
      { path: '/markets/:marketId/readonly-services/:serviceId', ...view(ReadOnlyServiceDetailsPage) },
      // The 'other market' catalog has no services of its own: its guests search homes.
      { path: '/markets/other/services', element: <RedirectKeepingQuery to="/listings" /> },
      { path: '/services', element: <RedirectKeepingQuery to="/listings" /> },
      {
        path: '/listings',
        ...view(ListingCatalogPage, {
          warm: (ports) => startCatalogAsks(ports.catalog),
        }),
      },
      { path: '/listings/:listingRedirectId', ...view(ListingPage) },
      { path: '/destinations/:destinationSlug', element: <LeaveForMainSite /> },
      { path: '/stays/content-homes', ...view(ContentHomesPage) },
      { path: '/concierge', ...view(ConciergeDeskPage) },
      { path: '/stays/:stayCategorySlug', element: <LeaveForMainSite /> },
      { path: '/card-addition', ...view(CardAdditionPage, standalone) },
      { path: '*', ...view(NotFoundPage) },
    ],
  },
];

/** The routes, rendered for the router above (BrowserRouter in the app, a memory router in tests). */
export const AppRoutes = () => useRoutes(routes);

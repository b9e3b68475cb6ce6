import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { mainSiteTarget } from '../../core/navigation/route-redirects.rule.js';
import { AppConfig } from '../../core/shared/app-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { ExternalRedirect } from './external-redirect.js';
import { Layout } from './layout.js';
import { lazyView } from './lazy-view.js';
import type { RouteHandle } from './route-handle.js';

const ItineraryHistoryPage = lazyView(() => import('../itineraries/itinerary-history-page.js'));
const ItineraryPage = lazyView(() => import('../itineraries/itinerary-page.js'));
const ListingCatalogPage = lazyView(() => import('../catalog/listing-catalog-page.js'));
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

const standalone: RouteHandle = { hideChrome: true };

/** Every route of SPEC section 2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <RedirectKeepingQuery to="/itineraries" /> },
      { path: '/itineraries', element: <ItineraryHistoryPage /> },
      { path: '/itineraries/:itineraryId', element: <ItineraryPage /> },
      { path: '/itineraries/:itineraryId/listing/:listingRedirectId', element: <ListingPage /> },
      { path: '/bundle/:bundleId', element: <LeaveForMainSite /> },
      { path: '/markets/:marketId/services', element: <ServiceCatalogPage /> },
      { path: '/markets/:marketId/readonly-services', element: <ReadOnlyServiceCatalogPage /> },
      // The 'other market' catalog has no services of its own: its guests search homes.
      { path: '/markets/other/services', element: <RedirectKeepingQuery to="/listings" /> },
      { path: '/services', element: <RedirectKeepingQuery to="/listings" /> },
      { path: '/listings', element: <ListingCatalogPage /> },
      { path: '/listings/:listingRedirectId', element: <ListingPage /> },
      { path: '/destinations/:destinationSlug', element: <LeaveForMainSite /> },
      { path: '/stays/content-homes', element: <ContentHomesPage /> },
      { path: '/stays/:stayCategorySlug', element: <LeaveForMainSite /> },
      { path: '/card-addition', element: <CardAdditionPage />, handle: standalone },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

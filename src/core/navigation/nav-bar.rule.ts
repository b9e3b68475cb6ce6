import { withPreservedQuery } from './preserved-params.js';

/**
 * The navigation bar of docs/product/routes.md#navigation-bar as data, so the rules (which
 * links, new tab or not, query kept, sign-in state) are tested headless and the view only
 * renders them.
 */
export interface NavLink {
  readonly label: string;
  readonly href: string;
  /** Links open in a new tab unless the guest is already on that page. */
  readonly newTab: boolean;
  /** True when the link leaves the guest app (main site, portal). */
  readonly external: boolean;
}

export interface NavMenu {
  readonly label: string;
  readonly links: readonly NavLink[];
}

export interface NavBarModel {
  readonly items: readonly (NavLink | NavMenu)[];
  readonly transparent: boolean;
  readonly showPhone: boolean;
}

export interface NavBarInput {
  readonly pathname: string;
  readonly search: string;
  readonly loggedIn: boolean;
  readonly mainSiteUrl: string;
  readonly ssoUrl: string;
  /** The absolute URL of the current page, where the portal returns after sign-in/out. */
  readonly currentUrl: string;
}

export const LUXURY_GETAWAYS = ['beach', 'desert', 'lakes', 'mountains', 'ski'] as const;

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export const isOnPage = (pathname: string, path: string): boolean =>
  pathname === path || pathname.startsWith(`${path}/`);

const isItineraryView = (pathname: string): boolean => /^\/itineraries\/[^/]+$/.test(pathname);

/**
 * Transparent over listing, item or service pages; never over booking, credit or itinerary
 * pages. The itinerary list and views have no such segment, except an itinerary whose id
 * happens to read like one ('/itineraries/services'): hence the explicit check.
 */
export const isNavTransparent = (pathname: string): boolean => {
  const segments = pathname.toLowerCase().split('/');
  const has = (pattern: RegExp) => segments.some((segment) => pattern.test(segment));
  if (has(/booking|credit/) || isItineraryView(pathname)) return false;
  return has(/^(listings?|listing-items?|items?|services?|readonly-services)$/);
};

/** The phone number shows only in the itinerary view. */
export const showsPhone = (pathname: string): boolean => isItineraryView(pathname);

export const navBarModel = (input: NavBarInput): NavBarModel => {
  const { pathname, search } = input;
  const inApp = (label: string, path: string): NavLink => ({
    label,
    href: withPreservedQuery(search, path),
    newTab: !isOnPage(pathname, path),
    external: false,
  });
  const mainSite = (label: string, path: string): NavLink => ({
    label,
    href: `${input.mainSiteUrl}${withPreservedQuery(search, path)}`,
    newTab: true,
    external: true,
  });
  const portal = (label: string, path: string): NavLink => ({
    label,
    href: `${input.ssoUrl}${path}?returnUrl=${encodeURIComponent(input.currentUrl)}`,
    newTab: false,
    external: true,
  });

  const items: (NavLink | NavMenu)[] = [
    inApp('Explore Homes', '/listings'),
    {
      label: 'Luxury Getaways',
      links: LUXURY_GETAWAYS.map((slug) => mainSite(capitalise(slug), `/stays/${slug}`)),
    },
    {
      label: 'Partners',
      links: [
        mainSite('Property Managers', '/property-managers'),
        mainSite('Travel Agents', '/travel-agents'),
        mainSite('Brand Partners', '/brand-partners'),
        inApp('Content Homes', '/stays/content-homes'),
      ],
    },
    inApp('My Trips', '/itineraries'),
    input.loggedIn ? portal('Sign Out', '/logout') : portal('Sign In', '/login/'),
  ];
  return { items, transparent: isNavTransparent(pathname), showPhone: showsPhone(pathname) };
};

export const isNavMenu = (item: NavLink | NavMenu): item is NavMenu => 'links' in item;

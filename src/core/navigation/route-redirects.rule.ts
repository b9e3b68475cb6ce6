/** Redirect rules of docs/product/routes.md#route-table that do not depend on data. */

/** A path with a trailing slash redirects to the same path without it (the root excepted). */
export const withoutTrailingSlash = (pathname: string): string | null => {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

/**
 * Where the app leaves for the main site: /bundle/{id} for its root, /destinations/{slug}
 * and /stays/{slug} for the same path; the query string always travels along.
 */
export const mainSiteTarget = (mainSiteUrl: string, pathname: string, search: string): string | null => {
  if (/^\/bundle\/[^/]+$/.test(pathname)) return `${mainSiteUrl}/${search}`;
  if (/^\/(destinations|stays)\/[^/]+$/.test(pathname) && pathname !== '/stays/content-homes') {
    const safePath = pathname
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join('/');
    return `${mainSiteUrl}${safePath}${search}`;
  }
  return null;
};

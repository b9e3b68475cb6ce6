/**
 * Page views go to analytics with utm_source and lead (docs/product/routes.md#page-views),
 * except on the paths whose screens send their own, richer events.
 */
const OWN_EVENT_PATHS: readonly RegExp[] = [
  /^\/destinations(\/|$)/,
  /^\/stays(\/|$)/,
  /^\/listings(\/|$)/,
  /^\/itineraries\/[^/]+\/listing-items(\/|$)/,
];

export const sendsGenericPageView = (pathname: string): boolean =>
  !OWN_EVENT_PATHS.some((pattern) => pattern.test(pathname));

export type PageViewProperties = {
  readonly path: string;
  readonly utm_source?: string;
  readonly lead?: string;
};

export const pageViewProperties = (pathname: string, search: string): PageViewProperties => {
  const params = new URLSearchParams(search);
  const utmSource = params.get('utm_source');
  const lead = params.get('lead');
  return {
    path: pathname,
    ...(utmSource ? { utm_source: utmSource } : {}),
    ...(lead ? { lead } : {}),
  };
};

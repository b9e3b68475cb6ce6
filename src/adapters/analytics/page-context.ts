/** What analytics say about the page a call was made on. */
export interface PageContext {
  readonly path?: string;
  readonly url?: string;
  readonly search?: string;
  readonly referrer?: string;
  readonly title?: string;
  readonly userAgent?: string;
  readonly locale?: string;
}

/**
 * Query parameters whose values stay out of analytics: the card-addition token (single use,
 * but valid for 72 hours) and the lead's e-mail address (docs/product/overview.md#start-up).
 * utm_* and lead stay.
 */
export const REDACTED_PARAMS: readonly string[] = ['token', 'email'];

/** The query string with the values of REDACTED_PARAMS replaced. */
export const redactSearch = (search: string): string => {
  const params = new URLSearchParams(search);
  let redacted = false;
  for (const name of REDACTED_PARAMS)
    if (params.has(name)) {
      params.set(name, 'redacted');
      redacted = true;
    }
  if (!redacted) return search;
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The current page, or nothing when there is no browser (headless, tests). */
export const browserPageContext = (): PageContext => {
  if (typeof document === 'undefined' || typeof location === 'undefined') return {};
  const search = redactSearch(location.search);
  return {
    path: location.pathname,
    // No fragment: it can carry secrets, and Segment ignores it anyway.
    url: `${location.origin}${location.pathname}${search}`,
    search,
    referrer: document.referrer,
    title: document.title,
    userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
    locale: typeof navigator === 'undefined' ? undefined : navigator.language,
  };
};

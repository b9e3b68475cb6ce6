/**
 * URL parameters the app carries from page to page
 * (docs/product/constants.md#preserved-url-parameters). listing_* and filter_* only mean
 * something on the home search, so they are dropped unless the target is /listings or /stays;
 * the value 'null' removes a parameter.
 */
const EXACT = new Set([
  'lead',
  'pm',
  'partner',
  'keysite_content',
  'start_date',
  'end_date',
  'sourceOpportunityId',
  'leadSource',
  'irclickid',
]);

const isSearchPath = (path: string): boolean => /^\/(listings|stays)(\/|$)/.test(path);
const isMarketPath = (path: string): boolean => /^\/markets(\/|$)/.test(path);

export const isPreservedParam = (name: string, targetPath: string): boolean => {
  if (EXACT.has(name) || name.startsWith('utm_')) return true;
  if (name === 'product_line') return isMarketPath(targetPath);
  if (name.startsWith('listing_') || name.startsWith('filter_')) return isSearchPath(targetPath);
  return false;
};

/** The query string (with leading '?', or '') to carry from `currentSearch` onto `targetPath`. */
export const preservedQuery = (currentSearch: string, targetPath: string): string => {
  const params = new URLSearchParams(currentSearch);
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (value === 'null') continue;
    if (isPreservedParam(name, targetPath)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
};

/** Appends the preserved parameters to a target href that may carry its own query. */
export const withPreservedQuery = (currentSearch: string, target: string): string => {
  // Split at the first '?' only (a value may itself hold '?'), and keep any #fragment last.
  const hashAt = target.indexOf('#');
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const ownQuery = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const merged = new URLSearchParams(preservedQuery(currentSearch, path));
  for (const [name, value] of new URLSearchParams(ownQuery)) {
    if (value === 'null') merged.delete(name);
    else merged.set(name, value);
  }
  const query = merged.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
};

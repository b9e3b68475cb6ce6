/** How the home search shows its results: a list, or the map beside (on a phone, instead of) it. */
export type ResultsType = 'list' | 'map';

/**
 * The choice lives in the address (listing_view=map), so a reload or a shared link shows
 * what the guest was looking at; a list is the default and leaves no parameter.
 */
export const RESULTS_TYPE_PARAM = 'listing_view';

export const resultsTypeIn = (search: string): ResultsType =>
  new URLSearchParams(search).get(RESULTS_TYPE_PARAM) === 'map' ? 'map' : 'list';

/** The query string with the choice made, every other parameter as it was. */
export const withResultsType = (search: string, type: ResultsType): string => {
  const params = new URLSearchParams(search);
  if (type === 'map') params.set(RESULTS_TYPE_PARAM, 'map');
  else params.delete(RESULTS_TYPE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** The toggle says what it will do. */
export const resultsToggleLabel = (shown: ResultsType): string =>
  shown === 'map' ? 'Show list' : 'Show map';

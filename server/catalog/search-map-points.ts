import type { Criterion } from './search-conditions.js';
import { unmetTermsJson } from './search-result-json.js';

/**
 * The cards a search's first answer carries: a phone's first screen shows a few, a wide one
 * three columns of eight. The rest come by `ids` as the guest scrolls or picks a point.
 */
export const FIRST_SCREEN_CARDS = 24;

/**
 * Every ranked match as a map point (docs/host/performance.md#the-first-screen-answer): written by
 * the database from the ranked rows `r` as parallel arrays, best first, so the map shows all
 * matches without a card each. The first `exact` are exact matches; each later one has its
 * entry in `unmetTerms`, which decides whether its stay can be priced. A position is rounded
 * to 5 decimals (about a metre), the nightly rate is in dollars as on a card.
 */
export const mapPointsJson = (criteria: readonly Criterion[]): string => {
  const each = (value: string) => `coalesce(string_agg(${value}, ',' order by r.ord), '')`;
  // Rounded once, when the home is written (migration 061): rounding through numeric was a third of a miss.
  const coordinate = (column: string) => `r.map_${column}::text`;
  return `'{"exact":' || count(*) filter (where r.exact)
    || ',"ids":[' || ${each('to_json(r.id)::text')}
    || '],"lat":[' || ${each(coordinate('latitude'))}
    || '],"lng":[' || ${each(coordinate('longitude'))}
    || '],"nightlyRate":[' || ${each('(r.nightly_rate_cents::float8 / 100)::text')}
    || '],"unmetTerms":[' || coalesce(string_agg(${unmetTermsJson(criteria)}, ',' order by r.ord)
                                      filter (where not r.exact), '')
    || ']}'`;
};

/** The map points of a search that found nothing. */
export const NO_MAP_POINTS = '{"exact":0,"ids":[],"lat":[],"lng":[],"nightlyRate":[],"unmetTerms":[]}';

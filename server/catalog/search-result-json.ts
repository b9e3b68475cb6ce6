import type { SqlParams } from '../db/sql-params.js';
import type { Criterion } from './search-conditions.js';

/**
 * A search result's JSON, made by the database from a ranked search row `r` (listing-search.ts):
 * what the app's Listing codec reads and a result card or map point shows
 * (docs/host/decisions.md#search-answers-are-cached), nothing more, compact as JSON.stringify
 * writes it. A card shows one photo, the first usable one, so that is the only one sent; the
 * home's page loads the others. Amounts are dollars, as everywhere on the wire. Profiled with 10,000 homes, the host spent about 35 ms of CPU on
 * each missed search turning 600 to 1,000 rows into objects and those into JSON, most of a
 * miss; the database writes the same text in a few, on its own process.
 */
export const searchResultJson = (p: SqlParams, mediaBaseUrl: string): string => {
  const base = p.add(mediaBaseUrl);
  // mediaUrlFor: a relative path (/media/...) under the media host, an absolute URL as it is.
  const photo = `case when r.photo is null then '[]'
      else '[' || to_json(case when ${base} <> '' and left(r.photo, 1) = '/' then ${base} || r.photo
                               else r.photo end)::text || ']' end`;
  return `'{"objectId":' || to_json(r.id)::text
    || ',"name":' || to_json(r.name)::text
    || ',"primaryDestination":{"name":' || to_json(r.destination_name)::text || '}'
    || ',"primaryDestinationName":' || to_json(r.destination_name)::text
    || ',"bookingSetting":' || to_json(r.booking_setting)::text
    || ',"pricingSetting":' || to_json(r.pricing_setting)::text
    || ',"images":' || ${photo}
    || ',"bedrooms":' || r.bedrooms::text
    || ',"bathrooms":' || r.bathrooms::float8::text
    || ',"latLngLocation":{"lat":' || r.latitude::float8::text || ',"lng":' || r.longitude::float8::text || '}'
    || ',"nightlyRate":' || (r.nightly_rate_cents::float8 / 100)::text`;
};

/**
 * The terms a ranked row misses, as a JSON array in the criteria's order, each term once (a
 * term such as amenities may bring several criteria).
 */
export const unmetTermsJson = (criteria: readonly Criterion[]): string => {
  const terms = [...new Set(criteria.map((criterion) => criterion.term))];
  if (terms.length === 0) return `'[]'`;
  const missed = terms.map((term) => {
    const flags = criteria.flatMap((criterion, i) => (criterion.term === term ? [`r.f${i}`] : []));
    return `case when not (${flags.join(' and ')}) then '${term}' end`;
  });
  return `to_json(array_remove(array[${missed.join(', ')}]::text[], null))::text`;
};

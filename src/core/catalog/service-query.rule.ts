import * as O from 'fp-ts/lib/Option.js';

/**
 * The service search text is trimmed and lowercased
 * (docs/product/validation.md#search-and-service-queries); nothing is sent when it is empty
 * or when there is no itinerary to search for (services are priced per trip).
 */
export const normaliseServiceQuery = (
  text: string | null | undefined,
  itineraryId: string | null | undefined,
): O.Option<string> => {
  const query = (text ?? '').trim().toLowerCase();
  return query !== '' && itineraryId ? O.some(query) : O.none;
};

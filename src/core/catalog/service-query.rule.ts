import * as O from 'fp-ts/lib/Option.js';

/**
 * SPEC 5: the service search text is trimmed and lowercased; nothing is sent when it is
 * empty or when there is no itinerary to search for (services are priced per trip).
 */
export const normaliseServiceQuery = (
  text: string | null | undefined,
  itineraryId: string | null | undefined,
): O.Option<string> => {
  const query = (text ?? '').trim().toLowerCase();
  return query !== '' && itineraryId ? O.some(query) : O.none;
};

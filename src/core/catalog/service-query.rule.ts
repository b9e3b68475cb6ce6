import * as O from 'fp-ts/lib/Option.js';

/**
 * The service search text, trimmed and lowercased (docs/product/validation.md#search-and-service-queries);
 * none when it is empty, and then there is no search. The app searches a market's services in
 * the page (service-text-index.rule.ts), so no query is sent to the host, and the product's
 * other condition for sending one (a trip to search for) has nothing to guard.
 */
export const normaliseServiceQuery = (text: string | null | undefined): O.Option<string> => {
  const query = (text ?? '').trim().toLowerCase();
  return query !== '' ? O.some(query) : O.none;
};

import type { SearchTerms } from './search-terms.entity.js';

/**
 * Search terms become query parameters with empty values left out, category ids comma-joined,
 * and isInstantBooking sent whenever it is not null (false is a real choice: "not instant";
 * docs/product/validation.md#search-and-service-queries). What counts as empty, decided where
 * the docs are silent:
 * - null, undefined, a blank string, an empty list, a non-finite number;
 * - false for the other yes/no filters, because an unticked "pets allowed" means "any
 *   home", not "homes refusing pets";
 * - 0 is kept: a map edge on the equator or the meridian is a real coordinate.
 * Amenities are comma-joined like category ids, the only way a list fits one parameter.
 */
export const searchTermsToQuery = (terms: SearchTerms): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(terms) as [keyof SearchTerms, Term][]) {
    const text = queryValue(key, value);
    if (text !== undefined) query[key] = text;
  }
  return query;
};

type Term = SearchTerms[keyof SearchTerms];

const queryValue = (key: keyof SearchTerms, value: Term): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value || key === 'isInstantBooking' ? String(value) : undefined;
  // What is left is a list, or null / undefined.
  const items = (value ?? []).filter((item) => item.trim() !== '');
  return items.length > 0 ? items.join(',') : undefined;
};

import type { InstantPricingQuery } from '../listing/index.js';

/**
 * Why the host would refuse to price a search match for the stay searched, or null when it
 * can take the stay and its instant price is worth asking for. The search keeps availability
 * and the minimum stay as hard conditions (every match is free on the dates and takes that
 * many nights), so what a near match can still miss is in its unmet terms: room for the party
 * ('guests') and, when pets come along, allowing them ('petsAllowed'). A pets filter without
 * pets in the party misses nothing the price depends on. Asking for such a home only earns a
 * refusal (docs/host/decisions.md#homes-availability-and-prices), so its card keeps its
 * 'from' price and says why instead.
 */
export const stayPricingRefusal = (
  unmetTerms: readonly string[] | null | undefined,
  query: Pick<InstantPricingQuery, 'petCount'>,
): string | null => {
  const unmet = new Set((unmetTerms ?? []).map((term) => term.trim()));
  if (unmet.has('guests')) return 'Sleeps fewer guests than your party';
  if (unmet.has('petsAllowed') && query.petCount > 0) return 'Does not allow pets';
  return null;
};

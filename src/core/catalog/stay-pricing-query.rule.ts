import type { InstantPricingQuery } from '../listing/index.js';
import type { UrlSearchTerms } from './listing-search-url.rule.js';

/** A stay's dates when both are known and in order: the host prices and filters only such a pair. */
export const stayDatesOf = (terms: UrlSearchTerms): { startDate: string; endDate: string } | null =>
  terms.startDate && terms.endDate && terms.endDate > terms.startDate
    ? { startDate: terms.startDate, endDate: terms.endDate }
    : null;

/**
 * The stay a home is priced for (its card, its page), or null without one. The host prices at least one
 * adult (its own default), so a search without adults prices for one.
 */
export const stayPricingQueryOf = (terms: UrlSearchTerms): InstantPricingQuery | null => {
  const stay = stayDatesOf(terms);
  return (
    stay && {
      ...stay,
      adultCount: Math.max(1, terms.adultCount ?? 0),
      childCount: terms.childCount ?? 0,
      infantCount: terms.infantCount ?? 0,
      petCount: terms.petCount ?? 0,
    }
  );
};

import type { UrlSearchTerms } from './listing-search-url.rule.js';

export const PAST_DATES_CLEARED =
  'The dates in this link have passed, so these homes are shown for any dates: choose new dates to see prices for your stay.';

/**
 * A stay from an old link or bookmark whose check-in has passed (or whose check-out is not
 * after today) is no stay at all: nobody can book it, so the search runs without dates rather
 * than showing every home as 'the check-in date has passed'. Days compare as 'YYYY-MM-DD'.
 */
export const withoutPastStay = (
  terms: UrlSearchTerms,
  today: string,
): { readonly terms: UrlSearchTerms; readonly cleared: boolean } => {
  const past =
    (terms.startDate !== undefined && terms.startDate < today) ||
    (terms.endDate !== undefined && terms.endDate <= today);
  if (!past) return { terms, cleared: false };
  const { startDate: _start, endDate: _end, ...rest } = terms;
  return { terms: rest, cleared: true };
};

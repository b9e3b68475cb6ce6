import * as t from 'io-ts';

/** Where the browser keeps the promotions the guest dismissed (docs/product/routes.md#promotional-messages). */
export const DISMISSED_PROMOTIONS_KEY = 'dismissedPromotions';

/** A dismissal is remembered for this many promotions at most: the oldest go first. */
export const MAX_DISMISSED_PROMOTIONS = 50;

const Keys = t.array(t.string);

/** The dismissed keys as stored; anything else (a bad or foreign value) counts as none. */
export const parseDismissedPromotions = (stored: string | null): string[] => {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Keys.is(value) ? value : [];
  } catch {
    return [];
  }
};

/** The keys with one more dismissed, bounded, each once. */
export const withDismissedPromotion = (keys: readonly string[], key: string): string[] =>
  [...keys.filter((kept) => kept !== key), key].slice(-MAX_DISMISSED_PROMOTIONS);

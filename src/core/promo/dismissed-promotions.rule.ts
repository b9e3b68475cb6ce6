import * as t from 'io-ts';

/** Where the browser keeps the promotions the guest dismissed (docs/product/routes.md#promotional-messages). */
export const DISMISSED_PROMOTIONS_KEY = 'dismissedPromotions';

/** A dismissal is remembered for this many promotions at most: the oldest go first. */
export const MAX_DISMISSED_PROMOTIONS = 50;

const Keys = t.array(t.string);

/** In unicode mode a whole pair is one code point, so only a lone half is a surrogate. */
const LONE_SURROGATE = /\p{Surrogate}/u;
const isText = (key: string): boolean => !key.includes('\u0000') && !LONE_SURROGATE.test(key);

/**
 * The dismissed keys as stored, the newest MAX_DISMISSED_PROMOTIONS of them; anything else (a
 * bad or foreign value, a key that is not text) counts as none.
 */
export const parseDismissedPromotions = (stored: string | null): string[] => {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Keys.is(value) && value.every(isText) ? value.slice(-MAX_DISMISSED_PROMOTIONS) : [];
  } catch {
    return [];
  }
};

/** The keys with one more dismissed, bounded, each once. */
export const withDismissedPromotion = (keys: readonly string[], key: string): string[] =>
  [...keys.filter((kept) => kept !== key), key].slice(-MAX_DISMISSED_PROMOTIONS);

import type { Listing } from '../listing/index.js';
import type { ListingCatalog } from './listing-catalog.entity.js';
import type { SearchPoint } from './search-points.entity.js';

/** A home a search found: its card once the host sent it, its map point when the answer had points. */
export interface ResultHome {
  readonly id: string;
  readonly listing: Listing | null;
  readonly point: SearchPoint | null;
}

export interface ResultHomes {
  readonly exact: readonly ResultHome[];
  readonly partial: readonly ResultHome[];
}

const withCard = (listing: Listing): ResultHome => ({ id: listing.objectId, listing, point: null });

/**
 * Every home of a search's answer, best first. An answer with map points lists every home it
 * found there and carries only the first screen's cards; the others are in `more` once asked
 * for (docs/host/performance.md#the-first-screen-answer). An answer without points is every
 * result as a card, as before.
 */
export const resultHomesOf = (
  answer: ListingCatalog,
  more: ReadonlyMap<string, Listing> = new Map(),
): ResultHomes => {
  const points = answer.mapPoints;
  if (!points)
    return { exact: answer.exactMatches.map(withCard), partial: answer.partialMatches.map(withCard) };
  const cards = new Map<string, Listing>();
  for (const listing of [...answer.exactMatches, ...answer.partialMatches])
    cards.set(listing.objectId, listing);
  const homes = points.map(
    (point): ResultHome => ({
      id: point.id,
      listing: cards.get(point.id) ?? more.get(point.id) ?? null,
      point,
    }),
  );
  return {
    exact: homes.filter((home) => home.point?.exact),
    partial: homes.filter((home) => !home.point?.exact),
  };
};

/** At most this many cards are asked for at once (the host's limit is 100). */
export const CARDS_PER_ASK = 48;

/**
 * The homes whose cards to ask for when `id` comes on screen without one: it and the next
 * cardless homes after it, so a guest scrolling on finds them already there.
 */
export const cardsToAsk = (
  homes: readonly ResultHome[],
  id: string,
  asked: ReadonlySet<string>,
  max = CARDS_PER_ASK,
): string[] => {
  const at = homes.findIndex((home) => home.id === id);
  if (at === -1 || homes[at]?.listing || asked.has(id)) return [];
  const ids: string[] = [];
  for (let i = at; i < homes.length && ids.length < max; i += 1) {
    const home = homes[i];
    if (home && !home.listing && !asked.has(home.id)) ids.push(home.id);
  }
  return ids;
};

/** Where a home stood in the results, for analytics: its 1-based position and its list. */
export const resultPositionOf = (
  homes: ResultHomes,
  id: string,
): { readonly position: number; readonly list: 'exact' | 'partial' } | null => {
  const exactAt = homes.exact.findIndex((home) => home.id === id);
  if (exactAt !== -1) return { position: exactAt + 1, list: 'exact' };
  const partialAt = homes.partial.findIndex((home) => home.id === id);
  return partialAt === -1 ? null : { position: homes.exact.length + partialAt + 1, list: 'partial' };
};

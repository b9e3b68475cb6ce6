import type { GuestCounts } from '../listing/index.js';

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

const WORDS: readonly (readonly [keyof GuestCounts, string, string])[] = [
  ['adultCount', 'adult', 'adults'],
  ['childCount', 'child', 'children'],
  ['infantCount', 'infant', 'infants'],
  ['petCount', 'pet', 'pets'],
];

/** '2 adults, 1 child, 1 pet': a stay's party in words, counts of 0 left out ('' for none). */
export const guestsWords = (counts: Partial<Record<keyof GuestCounts, number | null>>): string =>
  WORDS.flatMap(([kind, one, many]) => {
    const count = counts[kind] ?? 0;
    return count > 0 ? [plural(count, one, many)] : [];
  }).join(', ');

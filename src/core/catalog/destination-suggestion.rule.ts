import type { Destination } from './destination.entity.js';

/** A destination the search offers for what the guest typed; `alias` is the name that matched, if not its own. */
export interface DestinationSuggestion {
  readonly name: string;
  readonly alias?: string;
}

export const MAX_DESTINATION_SUGGESTIONS = 8;

// The alphabet without a collator: a page's first localeCompare loads the browser's collation
// data, a long task (over 100 ms at 4x CPU slowdown) that would land on the guest's first
// keystroke. Names are Latin place names, so letters without their accents and case order
// them as a collator would (Estes Park, Évian, Zell am See); the name itself breaks a tie.
const alphabetKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

type Found = DestinationSuggestion & { readonly rank: number; readonly alphabet: string };

/**
 * Destinations whose name or one of whose aliases contains the typed text, ignoring case
 * ("tahoe" offers Lake Tahoe, "cabo" offers Los Cabos by its alias). Names that start with
 * the text come first, then the alphabet. The host matches names and aliases alike
 * (docs/host/decisions.md#search), so the destination's own name is what goes into the search.
 */
export const destinationSuggestions = (
  destinations: readonly Pick<Destination, 'name' | 'aliases'>[],
  typed: string,
  limit = MAX_DESTINATION_SUGGESTIONS,
): DestinationSuggestion[] => {
  const text = typed.trim().toLowerCase();
  if (text === '') return [];
  // Each match's alphabet key is made once, not in every comparison of the sort.
  const found: Found[] = [];
  const seen = new Set<string>();
  for (const destination of destinations) {
    const key = destination.name.toLowerCase();
    if (seen.has(key)) continue;
    if (key.includes(text)) {
      seen.add(key);
      found.push({
        name: destination.name,
        rank: key.startsWith(text) ? 0 : 1,
        alphabet: alphabetKey(destination.name),
      });
      continue;
    }
    const alias = destination.aliases.find((candidate) => candidate.toLowerCase().includes(text));
    if (alias === undefined) continue;
    seen.add(key);
    found.push({
      name: destination.name,
      alias,
      rank: alias.toLowerCase().startsWith(text) ? 0 : 1,
      alphabet: alphabetKey(destination.name),
    });
  }
  return found
    .sort((a, b) => a.rank - b.rank || byCodeUnits(a.alphabet, b.alphabet) || byCodeUnits(a.name, b.name))
    .slice(0, limit)
    .map(({ rank: _rank, alphabet: _alphabet, ...suggestion }) => suggestion);
};

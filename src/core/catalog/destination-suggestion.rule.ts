import type { Destination } from './destination.entity.js';

/** A destination the search offers for what the guest typed; `alias` is the name that matched, if not its own. */
export interface DestinationSuggestion {
  readonly name: string;
  readonly alias?: string;
}

export const MAX_DESTINATION_SUGGESTIONS = 8;

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
  const found: (DestinationSuggestion & { readonly rank: number })[] = [];
  const seen = new Set<string>();
  for (const destination of destinations) {
    const key = destination.name.toLowerCase();
    if (seen.has(key)) continue;
    if (key.includes(text)) {
      seen.add(key);
      found.push({ name: destination.name, rank: key.startsWith(text) ? 0 : 1 });
      continue;
    }
    const alias = destination.aliases.find((candidate) => candidate.toLowerCase().includes(text));
    if (alias === undefined) continue;
    seen.add(key);
    found.push({ name: destination.name, alias, rank: alias.toLowerCase().startsWith(text) ? 0 : 1 });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ rank: _rank, ...suggestion }) => suggestion);
};

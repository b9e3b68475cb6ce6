/** A service as the text index reads it. */
export interface IndexableService {
  readonly name: string;
  readonly description?: string | null;
  readonly siteSection?: string | null;
  readonly categories?: readonly { readonly name: string }[] | null;
}

/**
 * Only catalog services are searchable (docs/product/constants.md#category-ranking); local
 * favourites are curated, not searched.
 */
export const INDEXED_SITE_SECTION = 'catalog';

interface IndexEntry<S> {
  readonly service: S;
  readonly name: string;
  readonly categories: string;
  readonly description: string;
}

export interface ServiceTextIndex<S> {
  readonly entries: readonly IndexEntry<S>[];
}

// Case and accents must not decide a match: 'cafe' finds 'Café'.
const fold = (text: string): string =>
  // Stryker disable next-line MethodExpression: index and query are folded alike, so upper case matches the same (rare letters such as ß aside)
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Indexes catalog services over name, description and category names, once
 * (docs/product/constants.md#category-ranking).
 */
export const buildServiceTextIndex = <S extends IndexableService>(
  services: readonly S[],
): ServiceTextIndex<S> => ({
  entries: services
    .filter((service) => service.siteSection === INDEXED_SITE_SECTION)
    .map((service) => ({
      service,
      name: fold(service.name),
      categories: fold((service.categories ?? []).map((category) => category.name).join(' ')),
      description: fold(service.description ?? ''),
    })),
});

// A word found in the name says more about the service than one buried in its description.
const NAME_WEIGHT = 3;
const CATEGORY_WEIGHT = 2;
const DESCRIPTION_WEIGHT = 1;

const wordWeight = (entry: IndexEntry<unknown>, word: string): number => {
  if (entry.name.includes(word)) return NAME_WEIGHT;
  if (entry.categories.includes(word)) return CATEGORY_WEIGHT;
  if (entry.description.includes(word)) return DESCRIPTION_WEIGHT;
  return 0;
};

/**
 * Services matching every word of the query (as a substring, so a partly typed word already
 * matches), best first: a word in the name weighs more than one in a category, which weighs
 * more than one in the description. Equal scores keep index order. An empty query finds
 * nothing; showing everything is the caller's choice.
 */
export const searchServiceIndex = <S>(index: ServiceTextIndex<S>, query: string): S[] => {
  // Stryker disable next-line Regex: single-space splits leave only empty words, which the filter drops
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: { service: S; score: number }[] = [];
  for (const entry of index.entries) {
    const weights = words.map((word) => wordWeight(entry, word));
    if (weights.every((weight) => weight > 0)) {
      hits.push({ service: entry.service, score: weights.reduce((sum, weight) => sum + weight, 0) });
    }
  }
  return hits.sort((a, b) => b.score - a.score).map((hit) => hit.service);
};

import { rankCategories } from '../../src/core/catalog/index.js';
import type { ServiceWithCategories } from './service.store.js';

const visibleCategoryIds = (service: ServiceWithCategories): Set<string> =>
  new Set(service.categories.filter((category) => !category.isHidden).map((category) => category.id));

/**
 * Services like `service` among `candidates` (the other services of its market): those
 * sharing at least one visible category, the most shared first, then by where their best
 * shared category stands in the market's category ranking
 * (docs/product/constants.md#category-ranking, hidden categories left out as
 * docs/product/validation.md#category-ranking says), then by their own score. Ties fall back
 * to name and id.
 */
export const rankSimilarServices = (
  service: ServiceWithCategories,
  candidates: readonly ServiceWithCategories[],
  count: number,
): ServiceWithCategories[] => {
  const wanted = visibleCategoryIds(service);
  const rankOf = new Map(
    rankCategories([service, ...candidates]).map((category, index) => [category.id, index]),
  );
  return candidates
    .filter((candidate) => candidate.id !== service.id)
    .map((candidate) => {
      const shared = [...visibleCategoryIds(candidate)].filter((id) => wanted.has(id));
      const bestRank = Math.min(...shared.map((id) => rankOf.get(id) ?? Number.MAX_SAFE_INTEGER));
      return { candidate, shared: shared.length, bestRank };
    })
    .filter((entry) => entry.shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        a.bestRank - b.bestRank ||
        b.candidate.score - a.candidate.score ||
        a.candidate.name.localeCompare(b.candidate.name) ||
        a.candidate.id.localeCompare(b.candidate.id),
    )
    .slice(0, count)
    .map((entry) => entry.candidate);
};

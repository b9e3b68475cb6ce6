/** A service as category ranking reads it. */
export interface RankableService {
  readonly score?: number | null;
  readonly categories: readonly {
    readonly id: string;
    readonly name: string;
    readonly isHidden?: boolean | null;
    readonly promotionScore?: number | null;
  }[];
}

export interface RankedCategory {
  readonly id: string;
  readonly name: string;
  readonly promotionScore: number;
  readonly overallScore: number;
  readonly serviceCount: number;
}

/**
 * The weight of a category's share of all services in its score
 * (docs/product/constants.md#category-ranking).
 */
export const CATEGORY_SHARE_WEIGHT = 0.2;

/**
 * Category score: (average service score + 0.20 × share of services) / 2
 * (docs/product/constants.md#category-ranking). The whole sum is halved so the score stays on
 * the scale of a service score.
 */
export const categoryScore = (averageScore: number, share: number): number =>
  (averageScore + CATEGORY_SHARE_WEIGHT * share) / 2;

interface Tally {
  id: string;
  name: string;
  promotionScore: number;
  hidden: boolean;
  scoreSum: number;
  services: number;
}

/**
 * Categories ranked by promotionScore, then overall score, both descending
 * (docs/product/constants.md#category-ranking); hidden categories are left out
 * (docs/product/validation.md#category-ranking). Decisions where the docs are silent: a
 * service without a score counts as 0; a category is hidden if any service marks it hidden;
 * the share is over every service given; a service naming a category twice counts once; ties
 * keep the order in which categories were first met (the sort is stable).
 */
export const rankCategories = (services: readonly RankableService[]): RankedCategory[] => {
  const tallies = new Map<string, Tally>();
  for (const service of services) {
    const seen = new Set<string>();
    for (const category of service.categories) {
      const tally = tallies.get(category.id) ?? {
        id: category.id,
        name: category.name,
        promotionScore: category.promotionScore ?? 0,
        hidden: false,
        scoreSum: 0,
        services: 0,
      };
      tally.hidden ||= category.isHidden === true;
      if (!seen.has(category.id)) {
        seen.add(category.id);
        tally.scoreSum += service.score ?? 0;
        tally.services += 1;
      }
      tallies.set(category.id, tally);
    }
  }
  return [...tallies.values()]
    .filter((tally) => !tally.hidden)
    .map((tally) => ({
      id: tally.id,
      name: tally.name,
      promotionScore: tally.promotionScore,
      overallScore: categoryScore(tally.scoreSum / tally.services, tally.services / services.length),
      serviceCount: tally.services,
    }))
    .sort((a, b) => b.promotionScore - a.promotionScore || b.overallScore - a.overallScore);
};

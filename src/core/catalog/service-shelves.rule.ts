import type { Service, SiteSection } from '../service/index.js';
import { rankCategories } from './category-ranking.rule.js';

/** A category of a market's services and the services under it, best first. */
export interface ServiceShelf {
  readonly categoryId: string;
  readonly title: string;
  readonly services: readonly Service[];
}

/**
 * A market's services as the catalog shows them: one shelf per category, categories in the
 * order of docs/product/constants.md#category-ranking (promotion score, then overall score;
 * hidden ones left out), services in a shelf by score, best first (no score counts as 0; ties
 * keep the host's order). A service under two categories shows on both shelves. With
 * `section`, only the services of that site section (docs/product/entities.md#service:
 * local_favorites or catalog) count, ranking included.
 */
export const serviceShelves = (services: readonly Service[], section?: SiteSection): ServiceShelf[] => {
  const shown = section ? services.filter((service) => service.siteSection === section) : services;
  return rankCategories(shown)
    .map((category) => ({
      categoryId: category.id,
      title: category.name,
      services: shown
        .filter((service) => service.categories.some((candidate) => candidate.id === category.id))
        .map((service, order) => ({ service, order }))
        .sort((a, b) => (b.service.score ?? 0) - (a.service.score ?? 0) || a.order - b.order)
        .map(({ service }) => service),
    }))
    .filter((shelf) => shelf.services.length > 0);
};

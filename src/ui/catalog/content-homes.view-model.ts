import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/index.js';
import type { Category, ListingCatalog } from '../../core/catalog/index.js';
import {
  ListingCatalogGateway,
  type ListingCatalogLoad,
  listingOpened,
  loadListingCatalog,
} from '../../core/catalog/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import type { AppError } from '../../core/shared/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { Clock } from '../../core/time/index.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { inject } from '../di/inject.js';
import { type SupportPhone, supportPhoneOf } from './catalog-failure.js';
import { type HomeCard, toHomeCard } from './home-card.js';

/** A curated list of homes under a title. */
export interface HomeShelf {
  readonly id: string;
  readonly title: string;
  readonly cards: readonly HomeCard[];
}

export type ContentHomesState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly shelves: readonly HomeShelf[] }
  | { readonly status: 'failed'; readonly error: AppError };

/** A category made for content homes, by its slug or name ("content-homes", "Content Homes"). */
const isContentCategory = (category: Category): boolean =>
  /content/i.test(category.slug ?? '') || /content/i.test(category.name);

/**
 * The curated lists of the catalog (listingsInCategories), in the catalog's category
 * order. When the catalog has a content category, its homes alone are the page; otherwise
 * every category's favourites are.
 */
export const shelvesOf = (catalog: ListingCatalog): HomeShelf[] => {
  const content = catalog.categories.filter(isContentCategory);
  const categories = content.length > 0 ? content : catalog.categories;
  return categories
    .map((category) => ({
      id: category.objectId,
      title: category.name,
      cards: (
        catalog.listingsInCategories.find((group) => group._id === category.objectId)?.listings ?? []
      ).map(toHomeCard),
    }))
    .filter((shelf) => shelf.cards.length > 0);
};

interface Deps {
  readonly catalog: Pick<ListingCatalogGateway, 'listingCatalog'>;
  readonly errors: ErrorReporter;
  readonly analytics: Pick<AnalyticsSink, 'track'>;
}

/** /stays/content-homes: homes our content partners feature (docs/product/routes.md#route-table). */
@injectable()
export class ContentHomesViewModel {
  state: ContentHomesState = { status: 'loading' };
  readonly phone: SupportPhone;
  readonly #deps: Deps;
  readonly #photoFailures: PhotoFailures;
  #opened = false;

  constructor(
    @inject(ListingCatalogGateway) catalog: Deps['catalog'],
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
    @inject(AppConfig) config: AppConfig,
    @inject(AnalyticsSink) analytics: Deps['analytics'],
  ) {
    this.#deps = { catalog, errors, analytics };
    this.phone = supportPhoneOf(config.supportPhone);
    this.#photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable(this, { phone: false, state: observableRef });
  }

  async pageOpened(): Promise<void> {
    if (this.#opened) return;
    this.#opened = true;
    const load = await loadListingCatalog(this.#deps, this.phone.display);
    if (load.error) this.#deps.errors.report(load.error, { during: 'loading the home catalog' });
    this.catalogLoaded(load);
  }

  private catalogLoaded(load: ListingCatalogLoad): void {
    this.state = load.error
      ? { status: 'failed', error: load.error }
      : { status: 'ready', shelves: shelvesOf(load.catalog) };
  }

  /**
   * A home opened from a shelf (docs/product/routes.md#page-views: stays pages send their own
   * events): its place on the page, shelf by shelf.
   */
  homeOpened(listingId: string): void {
    if (this.state.status !== 'ready') return;
    const cards = this.state.shelves.flatMap((shelf) => shelf.cards);
    const at = cards.findIndex((card) => card.id === listingId);
    if (at === -1) return;
    const { event, properties } = listingOpened(listingId, at + 1, 'content-homes');
    this.#deps.analytics.track(event, properties);
  }

  imageFailed(failure: ImageFailure, originalUrl: string): void {
    this.#photoFailures.failed(failure, originalUrl);
  }
}

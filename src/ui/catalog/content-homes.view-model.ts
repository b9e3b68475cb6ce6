import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/analytics-sink.port.js';
import type { Category } from '../../core/catalog/category.entity.js';
import type { ListingCatalog } from '../../core/catalog/listing-catalog.entity.js';
import { ListingCatalogGateway } from '../../core/catalog/listing-catalog-gateway.port.js';
import { listingOpened } from '../../core/catalog/listing-search-events.rule.js';
import { loadListingCatalog } from '../../core/catalog/load-listing-catalog.use-case.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { ImageFailure } from '../../core/images/image-fallback.rule.js';
import { AppConfig } from '../../core/shared/app-config.js';
import type { AppError } from '../../core/shared/app-error.js';
import { Clock } from '../../core/time/clock.port.js';
import { PhotoFailures } from '../components/photo-failures.js';
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

/** /stays/content-homes: homes our content partners feature (SPEC 2). */
@injectable()
export class ContentHomesViewModel {
  state: ContentHomesState = { status: 'loading' };
  readonly phone: SupportPhone;
  private readonly photoFailures: PhotoFailures;
  private opened = false;

  constructor(
    @inject(ListingCatalogGateway) private readonly gateway: Pick<ListingCatalogGateway, 'listingCatalog'>,
    @inject(ErrorReporter) private readonly errors: ErrorReporter,
    @inject(Clock) clock: Clock,
    @inject(AppConfig) config: AppConfig,
    @inject(AnalyticsSink) private readonly analytics: Pick<AnalyticsSink, 'track'>,
  ) {
    this.phone = supportPhoneOf(config.supportPhone);
    this.photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable<
      ContentHomesViewModel,
      'gateway' | 'errors' | 'photoFailures' | 'opened' | 'analytics'
    >(this, {
      gateway: false,
      analytics: false,
      errors: false,
      photoFailures: false,
      opened: false,
      phone: false,
      state: observableRef,
    });
  }

  async pageOpened(): Promise<void> {
    if (this.opened) return;
    this.opened = true;
    const load = await loadListingCatalog({ catalog: this.gateway }, this.phone.display);
    if (load.error) this.errors.report(load.error, { during: 'loading the home catalog' });
    runInAction(() => {
      this.state = load.error
        ? { status: 'failed', error: load.error }
        : { status: 'ready', shelves: shelvesOf(load.catalog) };
    });
  }

  /** A home opened from a shelf (SPEC 2: stays pages send their own events): its place on the page, shelf by shelf. */
  homeOpened(listingId: string): void {
    if (this.state.status !== 'ready') return;
    const cards = this.state.shelves.flatMap((shelf) => shelf.cards);
    const at = cards.findIndex((card) => card.id === listingId);
    if (at === -1) return;
    const { event, properties } = listingOpened(listingId, at + 1, 'content-homes');
    this.analytics.track(event, properties);
  }

  imageFailed(failure: ImageFailure, originalUrl: string): void {
    this.photoFailures.failed(failure, originalUrl);
  }
}

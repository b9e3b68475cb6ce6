import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { type ServiceShelf, serviceShelves } from '../../core/catalog/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import type { ItinerarySummary } from '../../core/itinerary/index.js';
import type { Service, SiteSection } from '../../core/service/index.js';
import { ServiceGateway } from '../../core/service/index.js';
import { Clock } from '../../core/time/index.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { inject } from '../di/inject.js';

export type TripServicesState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly services: readonly Service[] };

const day = (iso: string | null | undefined): string | null => (iso ? iso.slice(0, 10) : null);

/**
 * The trip's Local Favorites and Explore tabs (the catalog search context of
 * docs/product/routes.md#route-table): the services of the trip's market for its dates, the
 * tab's site section a shelf per category. Services that cannot be loaded are an empty list
 * (docs/product/errors.md#load-failures), reported.
 */
@injectable()
export class TripServicesViewModel {
  state: TripServicesState = { status: 'loading' };
  /** The trip asked for last: an answer for an earlier one is dropped. */
  #requested: string | null = null;
  readonly #services: Pick<ServiceGateway, 'marketServices'>;
  readonly #errors: ErrorReporter;
  readonly #photoFailures: PhotoFailures;

  constructor(
    @inject(ServiceGateway) services: Pick<ServiceGateway, 'marketServices'>,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
  ) {
    this.#services = services;
    this.#errors = errors;
    this.#photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  /** Loads the services of the trip's market once per trip; a trip without a market has none. */
  async tripShown(itinerary: ItinerarySummary): Promise<void> {
    const key = itinerary.objectId;
    if (this.#requested === key) return;
    this.#requested = key;
    const marketId = itinerary.market?.objectId;
    if (!marketId) {
      this.state = { status: 'ready', services: [] };
      return;
    }
    this.state = { status: 'loading' };
    const answer = await this.#services.marketServices(marketId, {
      startDate: day(itinerary.arrivalDate?.iso),
      endDate: day(itinerary.departureDate?.iso),
    });
    if (this.#requested !== key) return;
    if (E.isLeft(answer)) this.#errors.report(answer.left, { during: "loading the trip's market services" });
    this.listed(E.isRight(answer) ? answer.right : []);
  }

  private listed(services: readonly Service[]): void {
    this.state = { status: 'ready', services };
  }

  shelves(section: SiteSection): ServiceShelf[] {
    return this.state.status === 'ready' ? serviceShelves(this.state.services, section) : [];
  }

  /**
   * A photo that failed: the photo falls back on its own; the failure is reported once
   * (docs/product/errors.md#image-failures).
   */
  imageFailed(failure: ImageFailure, url: string): void {
    this.#photoFailures.failed(failure, url);
  }
}

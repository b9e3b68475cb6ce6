import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  buildServiceTextIndex,
  normaliseServiceQuery,
  type ServiceShelf,
  type ServiceTextIndex,
  searchServiceIndex,
  serviceShelves,
} from '../../core/catalog/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import type { Market } from '../../core/market/index.js';
import { MarketGateway } from '../../core/market/index.js';
import type { Service } from '../../core/service/index.js';
import { ServiceGateway } from '../../core/service/index.js';
import type { AppError } from '../../core/shared/index.js';
import { Clock } from '../../core/time/index.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

export type ServiceCatalogState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly market: Market;
      readonly shelves: readonly ServiceShelf[];
      /** The market's catalog services, indexed once for the search field. */
      readonly index: ServiceTextIndex<Service>;
    }
  | { readonly status: 'failed' };

/** A search of the catalog: the query as searched (trimmed, lowercased) and what it found, best first. */
export interface ServiceSearch {
  readonly query: string;
  readonly found: readonly Service[];
}

interface Deps {
  readonly markets: Pick<MarketGateway, 'market'>;
  readonly services: Pick<ServiceGateway, 'marketServices'>;
  readonly shell: ShellViewModel;
  readonly errors: ErrorReporter;
}

/**
 * The standalone service catalog (docs/product/routes.md#route-table:
 * /markets/{marketId}/services): the market and its services, a shelf per category. A market
 * that cannot be loaded is a page-load error (docs/product/errors.md#load-failures); a loaded
 * one names the support e-mail the error boundary shows. Services that cannot be loaded are
 * an empty list (docs/product/errors.md#load-failures), reported. The search field searches
 * the market's catalog services in the page (docs/product/routes.md#services-catalog-search);
 * its text lives in the address, which the page hands here.
 */
@injectable()
export class ServiceCatalogViewModel {
  state: ServiceCatalogState = { status: 'loading' };
  /** The search field's text, as the address holds it. */
  searchText = '';
  /** The market asked for last: an answer for an earlier one is dropped. */
  #requested: string | null = null;
  readonly #deps: Deps;
  readonly #photoFailures: PhotoFailures;

  constructor(
    @inject(MarketGateway) markets: Deps['markets'],
    @inject(ServiceGateway) services: Deps['services'],
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
  ) {
    this.#deps = { markets, services, shell, errors };
    this.#photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  async marketOpened(marketId: string, productLine: string | null): Promise<void> {
    if (this.#requested === marketId) return;
    this.#requested = marketId;
    this.state = { status: 'loading' };
    const [market, services] = await Promise.all([
      this.#deps.markets.market(marketId),
      this.#deps.services.marketServices(marketId, {}),
    ]);
    if (this.#requested !== marketId) return; // the guest moved on to another market
    this.marketLoaded(market, services, productLine);
  }

  private marketLoaded(
    market: E.Either<AppError, Market>,
    services: E.Either<AppError, readonly Service[]>,
    productLine: string | null,
  ): void {
    const { shell, errors } = this.#deps;
    if (E.isLeft(market)) {
      this.state = { status: 'failed' };
      shell.errorRaised(market.left);
      return;
    }
    if (E.isLeft(services)) errors.report(services.left, { during: 'loading the market services' });
    const loaded = E.isRight(services) ? services.right : [];
    this.state = {
      status: 'ready',
      market: market.right,
      shelves: serviceShelves(loaded),
      index: buildServiceTextIndex(loaded),
    };
    shell.marketEntered(market.right, productLine);
  }

  /** The search text changed (typed, or read from the address on arrival and on back). */
  searchChanged(text: string | null): void {
    this.searchText = text ?? '';
  }

  /** The search of the text in the field, or null when there is none (the shelves show). */
  get search(): ServiceSearch | null {
    const { state } = this;
    if (state.status !== 'ready') return null;
    return O.match(
      () => null,
      (query: string) => ({ query, found: searchServiceIndex(state.index, query) }),
    )(normaliseServiceQuery(this.searchText));
  }

  /**
   * A photo that failed: the photo falls back on its own; the failure is reported once
   * (docs/product/errors.md#image-failures).
   */
  imageFailed(failure: ImageFailure, url: string): void {
    this.#photoFailures.failed(failure, url);
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { type ServiceShelf, serviceShelves } from '../../core/catalog/service-shelves.rule.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { ImageFailure } from '../../core/images/image-fallback.rule.js';
import type { Market } from '../../core/market/market.entity.js';
import { MarketGateway } from '../../core/market/market-gateway.port.js';
import type { Service } from '../../core/service/service.entity.js';
import { ServiceGateway } from '../../core/service/service-gateway.port.js';
import type { AppError } from '../../core/shared/app-error.js';
import { Clock } from '../../core/time/clock.port.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

export type ServiceCatalogState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly market: Market; readonly shelves: readonly ServiceShelf[] }
  | { readonly status: 'failed' };

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
 * an empty list (docs/product/errors.md#load-failures), reported.
 */
@injectable()
export class ServiceCatalogViewModel {
  state: ServiceCatalogState = { status: 'loading' };
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
    this.state = {
      status: 'ready',
      market: market.right,
      shelves: E.isRight(services) ? serviceShelves(services.right) : [],
    };
    shell.marketEntered(market.right, productLine);
  }

  /**
   * A photo that failed: the photo falls back on its own; the failure is reported once
   * (docs/product/errors.md#image-failures).
   */
  imageFailed(failure: ImageFailure, url: string): void {
    this.#photoFailures.failed(failure, url);
  }
}

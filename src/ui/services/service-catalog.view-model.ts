import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { type ServiceShelf, serviceShelves } from '../../core/catalog/service-shelves.rule.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { ImageFailure } from '../../core/images/image-fallback.rule.js';
import type { Market } from '../../core/market/market.entity.js';
import { MarketGateway } from '../../core/market/market-gateway.port.js';
import { ServiceGateway } from '../../core/service/service-gateway.port.js';
import { Clock } from '../../core/time/clock.port.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

export type ServiceCatalogState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly market: Market; readonly shelves: readonly ServiceShelf[] }
  | { readonly status: 'failed' };

/**
 * The standalone service catalog (SPEC 2: /markets/{marketId}/services): the market and
 * its services, a shelf per category. A market that cannot be loaded is a page-load error
 * (SPEC 8); a loaded one names the support e-mail the error boundary shows. Services that
 * cannot be loaded are an empty list (SPEC 8), reported.
 */
@injectable()
export class ServiceCatalogViewModel {
  state: ServiceCatalogState = { status: 'loading' };
  private requested: string | null = null;
  private readonly photoFailures: PhotoFailures;

  constructor(
    @inject(MarketGateway) private readonly markets: Pick<MarketGateway, 'market'>,
    @inject(ServiceGateway) private readonly services: Pick<ServiceGateway, 'marketServices'>,
    @inject(ShellViewModel) private readonly shell: ShellViewModel,
    @inject(ErrorReporter) private readonly errors: ErrorReporter,
    @inject(Clock) clock: Clock,
  ) {
    this.photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable<
      ServiceCatalogViewModel,
      'markets' | 'services' | 'shell' | 'errors' | 'requested' | 'photoFailures'
    >(
      this,
      {
        markets: false,
        services: false,
        shell: false,
        errors: false,
        requested: false,
        photoFailures: false,
        state: observableRef,
      },
      { autoBind: true },
    );
  }

  async marketOpened(marketId: string, productLine: string | null): Promise<void> {
    if (this.requested === marketId) return;
    this.requested = marketId;
    this.state = { status: 'loading' };
    const [result, services] = await Promise.all([
      this.markets.market(marketId),
      this.services.marketServices(marketId, {}),
    ]);
    if (this.requested !== marketId) return; // the guest moved on to another market
    runInAction(() => {
      if (E.isLeft(result)) {
        this.state = { status: 'failed' };
        this.shell.errorRaised(result.left);
        return;
      }
      if (E.isLeft(services)) this.errors.report(services.left, { during: 'loading the market services' });
      this.state = {
        status: 'ready',
        market: result.right,
        shelves: E.isRight(services) ? serviceShelves(services.right) : [],
      };
      this.shell.marketEntered(result.right, productLine);
    });
  }

  /** A photo that failed: the photo falls back on its own; the failure is reported once (SPEC 8). */
  imageFailed(failure: ImageFailure, url: string): void {
    this.photoFailures.failed(failure, url);
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Market } from '../../core/market/market.entity.js';
import { MarketGateway } from '../../core/market/market-gateway.port.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

export type ServiceCatalogState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly market: Market }
  | { readonly status: 'failed' };

/**
 * The standalone service catalog's market (SPEC 2: /markets/{marketId}/services). A market
 * that cannot be loaded is a page-load error (SPEC 8); a loaded one names the support
 * e-mail the error boundary shows.
 */
@injectable()
export class ServiceCatalogViewModel {
  state: ServiceCatalogState = { status: 'loading' };
  private requested: string | null = null;

  constructor(
    @inject(MarketGateway) private readonly markets: Pick<MarketGateway, 'market'>,
    @inject(ShellViewModel) private readonly shell: ShellViewModel,
  ) {
    makeAutoObservable<ServiceCatalogViewModel, 'markets' | 'shell' | 'requested'>(this, {
      markets: false,
      shell: false,
      requested: false,
    });
  }

  async marketOpened(marketId: string, productLine: string | null): Promise<void> {
    if (this.requested === marketId) return;
    this.requested = marketId;
    this.state = { status: 'loading' };
    const result = await this.markets.market(marketId);
    if (this.requested !== marketId) return; // the guest moved on to another market
    runInAction(() => {
      if (E.isLeft(result)) {
        this.state = { status: 'failed' };
        this.shell.errorRaised(result.left);
        return;
      }
      this.state = { status: 'ready', market: result.right };
      this.shell.marketEntered(result.right, productLine);
    });
  }
}

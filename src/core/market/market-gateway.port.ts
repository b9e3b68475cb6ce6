import type * as E from 'fp-ts/lib/Either.js';
import type { Country } from '../country/index.js';
import type { Partner } from '../partner/index.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { Market } from './market.entity.js';

/** Where the guest is buying: the market, the partner they came through, billing countries. */
export interface MarketGateway {
  /** A market by its id. */
  market(marketId: string): Promise<E.Either<AppError, Market>>;
  /**
   * A published partner by its name: called only with a partner name
   * (docs/product/validation.md#lead-partner-and-promo-checks).
   */
  publishedPartner(partnerName: string): Promise<E.Either<AppError, Partner>>;
  /** The countries a billing address may be in. */
  countries(): Promise<E.Either<AppError, readonly Country[]>>;
}
export const MarketGateway = token<MarketGateway>('MarketGateway');

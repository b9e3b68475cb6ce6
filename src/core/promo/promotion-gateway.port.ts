import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { ActivePromotions } from './active-promotions.model.js';

/** The promotional messages running now (failures are logged only, docs/product/errors.md#load-failures). */
export interface PromotionGateway {
  /** The promotions running now. */
  activePromotions(): Promise<E.Either<AppError, ActivePromotions>>;
}
export const PromotionGateway = token<PromotionGateway>('PromotionGateway');

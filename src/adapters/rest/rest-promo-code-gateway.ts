import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import type { PromoCodeGateway, PromoValidationBody } from '../../core/promo/index.js';
import { PromoValidationResult, promoValidationError } from '../../core/promo/index.js';
import { type AppError, appError } from '../../core/shared/index.js';
import type { RestClient } from './rest-client.js';

/**
 * The host refuses a code with a 200 answer carrying isError
 * (docs/product/calls.md#services-and-misc); that refusal is a failure like any other here, a
 * 'promo' error with the host's message (docs/product/errors.md#notifications: promo errors
 * are stored as the message), so a Right always means the code may be applied.
 */
const refusalAsError = (result: PromoValidationResult): E.Either<AppError, PromoValidationResult> =>
  O.match(
    () => E.right(result),
    (message: string) => E.left(appError('promo', message)),
  )(promoValidationError(result));

export class RestPromoCodeGateway implements PromoCodeGateway {
  constructor(private readonly api: RestClient) {}

  async validatePromoCode(body: PromoValidationBody) {
    const answer = await this.api.post('/api/promo-codes/validation', PromoValidationResult, { body });
    return E.flatMap(answer, refusalAsError);
  }
}

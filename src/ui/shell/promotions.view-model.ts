import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ActivePromotions } from '../../core/promo/index.js';
import {
  bannersShown,
  DISMISSED_PROMOTIONS_KEY,
  type PromotionBanner,
  PromotionGateway,
  parseDismissedPromotions,
  readPromotions,
  withDismissedPromotion,
} from '../../core/promo/index.js';
import type { AppError } from '../../core/shared/index.js';
import { KeyValueStore } from '../../core/storage/index.js';
import { inject } from '../di/inject.js';

interface Deps {
  readonly promotions: Pick<PromotionGateway, 'activePromotions'>;
  readonly store: Pick<KeyValueStore, 'get' | 'set'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * The promotional messages running now (docs/product/routes.md#promotional-messages), asked
 * for once per visit by the first page that shows them, and the ones the guest dismissed,
 * which the browser keeps. One instance for the app: every page shows the same answer and
 * the same dismissals. A failed or garbled answer, or an entry that is not a promotion, is
 * reported and shows nothing (docs/product/errors.md#load-failures: promotions are logged).
 */
@injectable('Singleton')
export class Promotions {
  banners: readonly PromotionBanner[] = [];
  dismissed: readonly string[];
  #asked = false;
  readonly #deps: Deps;

  constructor(
    @inject(PromotionGateway) promotions: Deps['promotions'],
    @inject(KeyValueStore) store: Deps['store'],
    @inject(ErrorReporter) errors: Deps['errors'],
  ) {
    this.#deps = { promotions, store, errors };
    this.dismissed = parseDismissedPromotions(store.get(DISMISSED_PROMOTIONS_KEY));
    makeAutoObservable(this, { banners: observableRef, dismissed: observableRef });
  }

  /** The banners for a trip of `productLine`, less the dismissed. */
  shownFor(productLine: string | null): PromotionBanner[] {
    return bannersShown(this.banners, productLine, this.dismissed);
  }

  async wanted(): Promise<void> {
    if (this.#asked) return;
    this.#asked = true;
    this.answered(await this.#deps.promotions.activePromotions());
  }

  dismissClicked(key: string): void {
    this.dismissed = withDismissedPromotion(this.dismissed, key);
    this.#deps.store.set(DISMISSED_PROMOTIONS_KEY, JSON.stringify(this.dismissed));
  }

  private answered(answer: E.Either<AppError, ActivePromotions>): void {
    const { errors } = this.#deps;
    if (E.isLeft(answer)) {
      errors.report(answer.left, { during: 'loading promotions' });
      return;
    }
    const { banners, corrupt } = readPromotions(answer.right);
    for (const failure of corrupt) errors.report(failure, { during: 'reading a promotion' });
    this.banners = banners;
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import {
  type HistoryItemAddress,
  ItemHistoryGateway,
  type ItemHistoryStep,
  loadItemHistory,
} from '../../core/itinerary/index.js';
import type { AppError } from '../../core/shared/index.js';
import { inject } from '../di/inject.js';

/**
 * An item's 'History' on its details (docs/product/pending.md#each-items-history): each status
 * it went through, when and by whom. A failure hides the list (reported); the item's status
 * still shows above it.
 */
@injectable()
export class ItemHistoryViewModel {
  steps: readonly ItemHistoryStep[] | null = null;
  #key = '';
  readonly #deps: { history: ItemHistoryGateway; errors: ErrorReporter };

  constructor(
    @inject(ItemHistoryGateway) history: ItemHistoryGateway,
    @inject(ErrorReporter) errors: ErrorReporter,
  ) {
    this.#deps = { history, errors };
    makeAutoObservable(this, { steps: observableRef });
  }

  /** The item was shown, or its status changed: its history is read again. */
  async itemShown(item: HistoryItemAddress, status: string): Promise<void> {
    const key = `${item.itineraryId}/${item.kind}/${item.itemId}/${status}`;
    const sameItem = this.#key.startsWith(`${item.itineraryId}/${item.kind}/${item.itemId}/`);
    this.#key = key;
    if (!sameItem) this.steps = null;
    this.loaded(key, await loadItemHistory(this.#deps, item));
  }

  private loaded(key: string, result: E.Either<AppError, readonly ItemHistoryStep[]>): void {
    if (key !== this.#key) return;
    if (E.isRight(result)) this.steps = result.right;
    else this.#deps.errors.report(result.left, { during: 'item history' });
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import { loadTripPending, type TripPending, TripPendingGateway } from '../../core/itinerary/index.js';
import type { AppError } from '../../core/shared/index.js';
import { Clock } from '../../core/time/index.js';
import { inject } from '../di/inject.js';

/**
 * The trip page's 'Waiting on the concierge' (docs/product/pending.md): what the concierge owes
 * and by when. A failure only hides the panel (reported): the items still show their status.
 */
@injectable()
export class PendingRequestsViewModel {
  pending: TripPending | null = null;
  #itineraryId = '';
  readonly #deps: { pending: TripPendingGateway; clock: Clock; errors: ErrorReporter };

  constructor(
    @inject(TripPendingGateway) pending: TripPendingGateway,
    @inject(Clock) clock: Clock,
    @inject(ErrorReporter) errors: ErrorReporter,
  ) {
    this.#deps = { pending, clock, errors };
    makeAutoObservable(this, { pending: observableRef });
  }

  async pageOpened(itineraryId: string): Promise<void> {
    this.#itineraryId = itineraryId;
    this.pending = null;
    this.loaded(itineraryId, await loadTripPending(this.#deps, itineraryId));
  }

  private loaded(itineraryId: string, result: E.Either<AppError, TripPending>): void {
    if (itineraryId !== this.#itineraryId) return;
    if (E.isRight(result)) this.pending = result.right;
    else this.#deps.errors.report(result.left, { during: 'pending requests' });
  }
}

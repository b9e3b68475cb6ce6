import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import { ItineraryGateway } from '../../core/itinerary/index.js';
import { type AddTripNoteDeps, addTripNote } from '../../core/messaging/index.js';
import { inject } from '../di/inject.js';

export const NOTE_ADDED = 'Your note is on the trip for your concierge.';

/**
 * The note form of a trip's conversation page (docs/product/routes.md#conversation-page): a
 * note the owner leaves on the trip's case feed (addTripNote). What was typed stays through a
 * refusal; a note added clears the field and says so.
 */
@injectable()
export class TripNoteViewModel {
  text = '';
  status: 'idle' | 'sending' = 'idle';
  /** The last answer: the refusal, or NOTE_ADDED. */
  problem: string | null = null;
  added = false;
  readonly #deps: AddTripNoteDeps;

  constructor(
    @inject(ItineraryGateway) trips: AddTripNoteDeps['trips'],
    @inject(ErrorReporter) errors: ErrorReporter,
  ) {
    this.#deps = { trips, errors };
    makeAutoObservable(this, {}, { autoBind: true });
  }

  typed(text: string): void {
    this.text = text;
    this.problem = null;
    this.added = false;
  }

  /** Sends the note; answers it as sent once the host keeps it, else null. */
  async submitted(itineraryId: string): Promise<string | null> {
    if (this.status === 'sending') return null;
    this.status = 'sending';
    this.problem = null;
    this.added = false;
    const result = await addTripNote(this.#deps, itineraryId, this.text);
    return this.settled(result);
  }

  private settled(result: E.Either<{ readonly message: string }, string>): string | null {
    this.status = 'idle';
    if (E.isLeft(result)) {
      this.problem = result.left.message;
      return null;
    }
    this.text = '';
    this.added = true;
    return result.right;
  }
}

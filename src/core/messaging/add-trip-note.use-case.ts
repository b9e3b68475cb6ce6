import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { ItineraryGateway } from '../itinerary/index.js';
import { type AppError, appError } from '../shared/index.js';

export interface AddTripNoteDeps {
  readonly trips: Pick<ItineraryGateway, 'postToCaseFeed'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export const NOTE_EMPTY = 'Please write a note.';
/** The longest note the host keeps (its message schema). */
export const NOTE_MAX_LENGTH = 5000;
export const NOTE_TOO_LONG = `Please keep a note under ${NOTE_MAX_LENGTH} characters.`;
export const NOTE_NOT_SAVED = 'Your note could not be added. Please try again.';

/** Why a typed note cannot be sent, or null. */
export const noteProblem = (text: string): string | null => {
  const note = text.trim();
  if (note === '') return NOTE_EMPTY;
  return note.length > NOTE_MAX_LENGTH ? NOTE_TOO_LONG : null;
};

/**
 * A note the trip's owner leaves on the trip's case feed, for the concierge working the trip
 * (POST /api/itinerary/{id}/caseFeed, docs/product/flows.md#conversation): it joins the
 * conversation as a note. A note that is empty or too long is refused before anything is sent;
 * the host's refusal comes back in its words, any other failure is reported and read as
 * NOTE_NOT_SAVED.
 */
export const addTripNote = async (
  deps: AddTripNoteDeps,
  itineraryId: string,
  text: string,
): Promise<E.Either<AppError, string>> => {
  const problem = noteProblem(text);
  if (problem) return E.left(appError('validation', problem));
  const note = text.trim();
  const posted = await deps.trips.postToCaseFeed(itineraryId, { message: note });
  if (E.isRight(posted)) return E.right(note);
  const { kind, hostMessage } = posted.left;
  // The host judged the note (or who sent it): its words are the guest's answer.
  if (hostMessage && kind !== 'http') return E.left({ ...posted.left, message: hostMessage });
  deps.errors.report(posted.left, { during: 'adding a trip note' });
  return E.left(appError(posted.left.kind, NOTE_NOT_SAVED));
};

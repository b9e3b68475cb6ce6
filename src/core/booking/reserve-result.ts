import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import type { ItinerarySummary } from '../itinerary/itinerary-summary.entity.js';
import { type AppError, appError } from '../shared/app-error.js';
import {
  type BookingEnvelope,
  type BookingFailure,
  bookingFailure,
  requireUpdatedItem,
  type UpdatedItem,
} from './booking-response.wire.js';
import { DEFAULT_DIALOG_MESSAGE, type DialogContent } from './dialog-content.rule.js';
import { type ConfirmationContext, reserveConfirmation } from './reserve-confirmation.rule.js';
import type { ReserveError, ReserveErrorType } from './reserve-error.rule.js';
import type { ReserveOutcome } from './reserve-outcome.rule.js';

/**
 * A failed price request, reserve or save. reserveErrorType names the part of the booking
 * that stopped it when the host said so in data.error (SPEC 4 reserve error types).
 */
export interface BookingError extends AppError {
  readonly reserveErrorType?: ReserveErrorType;
}

/** What a successful booking call leaves: the updated item, its itinerary, and what to tell the guest. */
export interface BookingResult<I> extends UpdatedItem<I> {
  readonly outcome: ReserveOutcome;
  readonly confirmation: DialogContent;
}

const isClientError = (error: AppError): boolean =>
  // Stryker disable next-line ConditionalExpression: the guard is for the type; undefined >= 400 is false anyway
  error.status !== undefined && error.status >= 400 && error.status < 500;

/**
 * SPEC 8 "booking rethrows 400-499 HTTP errors as-is": the host judged the request (dates
 * taken, a refused status move) and its words are for the guest. A failure the gateway
 * already read as a booking failure (data.error) is kept too. Anything else (a 5xx, no
 * network, an answer that did not decode) is our fault, not the guest's: it is reported
 * and the guest gets the dialog's generic line rather than a technical message.
 */
export const bookingCallFailure = (
  error: AppError,
  errors: Pick<ErrorReporter, 'report'>,
  during: string,
): BookingError => {
  if (isClientError(error) || error.kind === 'booking') return error;
  errors.report(error, { during });
  return appError(
    'booking',
    DEFAULT_DIALOG_MESSAGE,
    error.status === undefined ? {} : { status: error.status },
  );
};

// A bare message (a string) has no type: reading one off it gives undefined.
const reserveErrorTypeOf = (failure: BookingFailure): ReserveErrorType =>
  (failure as { readonly type?: ReserveErrorType | null }).type ?? 'booking';

/**
 * A booking answer read in SPEC order: data.error is the reserve error (even beside an
 * updated item: the guest must hear why the booking did not go through), else the answer
 * must hold the updated item and its itinerary (SPEC 5, requireUpdatedItem).
 */
export const readBookingAnswer = <I extends { readonly itinerary?: ItinerarySummary | null }>(
  answer: BookingEnvelope<I>,
): E.Either<BookingError, UpdatedItem<I>> => {
  const failure = bookingFailure(answer);
  if (O.isSome(failure)) {
    // bookingFailure found one, so data.error is there.
    return E.left({ ...failure.value, reserveErrorType: reserveErrorTypeOf(answer.data.error!) });
  }
  return requireUpdatedItem(answer);
};

/** The reserve error a failed booking shows in its dialog (reserveErrorDialog); 'booking' unless named. */
export const reserveErrorOf = (error: BookingError): ReserveError => ({
  type: error.reserveErrorType ?? 'booking',
  message: error.message,
});

export const bookingResult = <I>(
  updated: UpdatedItem<I>,
  outcome: ReserveOutcome,
  context: ConfirmationContext,
): BookingResult<I> => ({ ...updated, outcome, confirmation: reserveConfirmation(outcome, context) });

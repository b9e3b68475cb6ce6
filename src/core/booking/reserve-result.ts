import type { BookingError } from '../booking-terms/index.js';
import {
  DATES_UNAVAILABLE_CODE,
  DEFAULT_DIALOG_MESSAGE,
  type DialogContent,
  PROMO_REFUSED_CODE,
  type ReserveError,
} from '../booking-terms/index.js';
import type { ErrorReporter } from '../errors/index.js';
import type { UpdatedItem } from '../itinerary/index.js';
import { type AppError, type AppErrorKind, appError } from '../shared/index.js';
import { type ConfirmationContext, reserveConfirmation } from './reserve-confirmation.rule.js';
import type { ReserveOutcome } from './reserve-outcome.rule.js';

/** What a successful booking call leaves: the updated item, its itinerary, and what to tell the guest. */
export interface BookingResult<I> extends UpdatedItem<I> {
  readonly outcome: ReserveOutcome;
  readonly confirmation: DialogContent;
}

/** The kinds of a refusal the host judged from the request (its words are for the guest). */
const REFUSAL_KINDS: ReadonlySet<AppErrorKind> = new Set([
  'rejected',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
]);
const isClientError = (error: AppError): boolean => REFUSAL_KINDS.has(error.kind);

/**
 * Booking keeps the host's refusals of the request (a 4xx, read by the adapter as one of
 * REFUSAL_KINDS) as they are
 * (docs/product/errors.md#item-operations): the host judged the request (dates taken, a
 * refused status move) and its words are for the guest. A failure the gateway already read as
 * a booking failure (a refusal in data.error, or an answer without its item,
 * docs/product/validation.md#booking-responses) is kept too. Anything else (a 5xx, no
 * network, an answer that did not decode) is our fault, not the guest's: it is reported and
 * the guest gets the dialog's generic line rather than a technical message.
 */
export const bookingCallFailure = (
  error: BookingError,
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

/**
 * The reserve error a failed booking shows in its dialog (reserveErrorDialog): the type the
 * host named in its answer, 'dates' when it said the nights are taken, else 'booking'.
 */
const typeOfHostCode = (hostCode: string | undefined): ReserveError['type'] => {
  if (hostCode === DATES_UNAVAILABLE_CODE) return 'dates';
  if (hostCode === PROMO_REFUSED_CODE) return 'promoCodes';
  return 'booking';
};

export const reserveErrorOf = (error: BookingError): ReserveError => ({
  type: error.reserveErrorType ?? typeOfHostCode(error.hostCode),
  message: error.message,
});

export const bookingResult = <I>(
  updated: UpdatedItem<I>,
  outcome: ReserveOutcome,
  context: ConfirmationContext,
): BookingResult<I> => ({ ...updated, outcome, confirmation: reserveConfirmation(outcome, context) });

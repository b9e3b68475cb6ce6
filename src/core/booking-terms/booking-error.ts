import { type AppError, appError } from '../shared/index.js';
import type { ReserveErrorType } from './reserve-error.rule.js';

/**
 * A failed price request, reserve or save. reserveErrorType names the part of the booking
 * that stopped it when the host said so (docs/product/flows.md#reserve-error-types).
 */
export interface BookingError extends AppError {
  readonly reserveErrorType?: ReserveErrorType;
}

/**
 * The host answered a booking call but refused the booking (data.error), in its words and,
 * when it named one, with the part of the booking that stopped it
 * (docs/product/calls.md#service-booking-calls). A blank message is no refusal: the gateway
 * does not call this for one.
 */
export const bookingRefused = (message: string, reserveErrorType?: ReserveErrorType | null): BookingError =>
  reserveErrorType ? { ...appError('booking', message), reserveErrorType } : appError('booking', message);

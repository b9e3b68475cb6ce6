import { isOneOf } from '../shared/index.js';
import { type DialogContent, dialogContent } from './dialog-content.rule.js';

/** Which step of a reserve failed (docs/product/flows.md#reserve-error-types). */
export const RESERVE_ERROR_TYPES = ['fieldValues', 'promoCodes', 'dates', 'card', 'booking'] as const;

export type ReserveErrorType = (typeof RESERVE_ERROR_TYPES)[number];

export interface ReserveError {
  readonly type: ReserveErrorType;
  readonly message: string;
}

export const isReserveErrorType = isOneOf(RESERVE_ERROR_TYPES);

/**
 * The host's code (AppError.hostCode) for a stay whose nights someone else holds: the
 * guest gets the 'unavailable' dialog (docs/product/errors.md#dialogs). The host names the
 * failure so the words can change without the app misreading them.
 */
export const DATES_UNAVAILABLE_CODE = 'dates-unavailable';

/**
 * The host's code for a reserve refused because a promo code the guest chose no longer
 * applies (expired, withdrawn, already used): the failure is the 'promoCodes' step, in the
 * refusal's words, so the guest knows to remove the code and reserve again.
 */
export const PROMO_REFUSED_CODE = 'promo-refused';

/**
 * The dialog for a failed reserve. Dates that failed are dates someone else took, so the
 * guest gets the 'unavailable' choices; every other step shows its message.
 */
export const reserveErrorDialog = (error: ReserveError): DialogContent =>
  dialogContent(error.type === 'dates' ? 'unavailable' : undefined, error.message);

import type { DialogAction } from '../../core/booking-terms/index.js';
import { type ReserveError, reserveErrorDialog } from '../../core/booking-terms/index.js';
import { BookingDialog } from './booking-dialog.js';

/**
 * What stopped a booking (docs/product/flows.md#reserve-error-types), in the dialogs of
 * docs/product/errors.md#dialogs: dates someone else took offer new dates or other homes
 * (the caller's `onAction`); any other failure is 'Oh no!' with its message, and 'OK' closes.
 */
export const BookingFailureDialog = ({
  error,
  onAction,
  onClose,
}: {
  error: ReserveError;
  onAction: (action: DialogAction) => void;
  onClose: () => void;
}) => <BookingDialog content={reserveErrorDialog(error)} onAction={onAction} onClose={onClose} />;

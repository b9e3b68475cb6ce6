import { Link } from 'react-router-dom';
import type { ReserveOutcome } from '../../core/booking/index.js';
import { nextSteps } from '../../core/booking/index.js';
import type { DialogAction, DialogContent } from '../../core/booking-terms/index.js';
import { formatUsd } from '../../core/formatting/index.js';
import { toCents } from '../../core/shared/index.js';
import { BookingDialog } from './booking-dialog.js';

/** What the outcome dialog shows of a finished booking action (a BookingResult, its trip's id). */
export interface BookingOutcome {
  readonly outcome: ReserveOutcome;
  readonly confirmation: DialogContent;
  readonly itineraryId: string | null;
  /** A home rather than a service (the next steps name it); absent means a service, as for the confirmation. */
  readonly isListing?: boolean;
  /** What the host recorded the reserve at, promo codes taken off, in dollars; null when nothing was reserved. */
  readonly total?: number | null;
}

/** The words of what a reserve charged: the host's own total, to the cent, as the panel showed it. */
export const reservedTotalWords = (total: number | null | undefined): string | null =>
  typeof total === 'number' ? `Total reserved: ${formatUsd(toCents(total), { withCents: true })}` : null;

/** The buttons whose action the caller carries out by opening the trip. */
const OPENS_THE_TRIP: readonly DialogAction[] = ['review-home-reservation', 'review-reservation'];

/**
 * The confirmation a booking action ends in (docs/product/errors.md#reserve-confirmations, by
 * outcome of docs/product/flows.md#reserve-outcomes): the product's title, message and
 * buttons, then what happens next and when (nextSteps), and a way into the trip when no
 * button already leads there.
 */
export const BookingOutcomeDialog = ({
  result,
  onAction,
  onClose,
}: {
  result: BookingOutcome;
  onAction: (action: DialogAction) => void;
  onClose: () => void;
}) => {
  const { confirmation, itineraryId } = result;
  const opensTrip = confirmation.buttons.some((button) => OPENS_THE_TRIP.includes(button.action));
  const tripLink =
    itineraryId && !opensTrip ? (
      <Link className="button" to={`/itineraries/${encodeURIComponent(itineraryId)}`} onClick={onClose}>
        Open your trip
      </Link>
    ) : null;
  return (
    <BookingDialog
      content={confirmation}
      details={{
        heading: 'What happens next',
        text: nextSteps(result.outcome, { isListing: result.isListing }),
      }}
      links={tripLink}
      fact={reservedTotalWords(result.total)}
      onAction={onAction}
      onClose={onClose}
    />
  );
};

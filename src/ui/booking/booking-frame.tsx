import { type ComponentProps, type ReactNode, Suspense, useId, useState } from 'react';
import type { BookingResult } from '../../core/booking/index.js';
import type { DialogAction, ReserveError } from '../../core/booking-terms/index.js';
import { lazyView } from '../components/lazy-view.js';
import type { Modal as SheetModal } from '../components/modal.js';
import type { BookingFailureDialog as FailureDialog } from './booking-failure-dialog.js';
import type { BookingOutcomeDialog as OutcomeDialog } from './booking-outcome-dialog.js';
import type { ReservationOverlay as Overlay } from './reservation-overlay.js';
import './booking-frame.css';

// What only an action needs (the overlay, the dialog it ends in) loads when the guest heads for
// an action (pointer or focus on its button), not with the page: the page's first download
// stays within its budget (docs/product/routes.md#scroll-and-lazy-views).
const ReservationOverlay = lazyView<ComponentProps<typeof Overlay>>(() =>
  import('./reservation-overlay.js').then((module) => ({ default: module.ReservationOverlay })),
);
const BookingOutcomeDialog = lazyView<ComponentProps<typeof OutcomeDialog>>(() =>
  import('./booking-outcome-dialog.js').then((module) => ({ default: module.BookingOutcomeDialog })),
);
const BookingFailureDialog = lazyView<ComponentProps<typeof FailureDialog>>(() =>
  import('./booking-failure-dialog.js').then((module) => ({ default: module.BookingFailureDialog })),
);

// The phone's sheet is a dialog that opens on the bar's button only: its code (the modal, its
// keys and scroll lock) loads when the guest heads for that button, not with the page.
const Modal = lazyView<ComponentProps<typeof SheetModal>>(() =>
  import('../components/modal.js').then((module) => ({ default: module.Modal })),
);

/** Starts loading what an action ends in: the panels call it on intent to act. */
export const preloadActionParts = (): void => {
  ReservationOverlay.preload();
  BookingOutcomeDialog.preload();
  BookingFailureDialog.preload();
};

/** How the guest's last action ended, homes and services alike: the outcome, or the failure. */
export type BookingEnd<I> =
  | { readonly kind: 'outcome'; readonly result: BookingResult<I> }
  | { readonly kind: 'failure'; readonly error: ReserveError };

/**
 * The frame every booking panel sits in (a home's, a service's): beside the page's content on
 * a desktop, kept in view; on a phone a bottom bar with the price that opens it as a sheet;
 * the reservation overlay while a request or reserve is sent; and the dialog the action ends
 * in. The panel itself is the feature's, drawn for the heading id it is labelled by.
 */
export const BookingFrame = <I,>({
  asideClassName,
  panel,
  barPrice,
  barLabel,
  overlay,
  ended,
  isListing = false,
  reservedTotal = null,
  onAction,
  onDismissed,
}: {
  asideClassName: string;
  /** The panel, drawn for the heading id it is labelled by; closeSheet puts the phone's sheet away. */
  panel: (headingId: string, closeSheet: () => void) => ReactNode;
  barPrice: string;
  barLabel: string;
  /** The overlay's props while a request or reserve runs; null otherwise. */
  overlay: ComponentProps<typeof Overlay> | null;
  ended: BookingEnd<I> | null;
  isListing?: boolean;
  /** What the host recorded a reserve at, in dollars, for the outcome dialog; null when not known. */
  reservedTotal?: number | null;
  onAction: (action: DialogAction) => void;
  onDismissed: () => void;
}) => {
  const headingId = useId();
  const sheetHeadingId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <>
      <aside className={`booking-frame__aside ${asideClassName}`} aria-labelledby={headingId}>
        {panel(headingId, () => undefined)}
      </aside>
      <div className="booking-bar">
        <p className="booking-bar__price">{barPrice}</p>
        <button
          type="button"
          className="booking-bar__open"
          aria-haspopup="dialog"
          onPointerEnter={Modal.preloadSoon}
          onFocus={Modal.preloadSoon}
          onClick={() => setSheetOpen(true)}
        >
          {barLabel}
        </button>
      </div>
      {sheetOpen && !ended ? (
        <Suspense fallback={null}>
          <Modal
            labelledBy={sheetHeadingId}
            describedBy={sheetHeadingId}
            className="booking-sheet"
            backdropClassName="booking-sheet__backdrop"
            closesOnBackdrop
            onCancel={() => setSheetOpen(false)}
          >
            <button type="button" className="booking-sheet__close" onClick={() => setSheetOpen(false)}>
              Close
            </button>
            {panel(sheetHeadingId, () => setSheetOpen(false))}
          </Modal>
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {overlay ? <ReservationOverlay {...overlay} /> : null}
        {ended?.kind === 'outcome' ? (
          <BookingOutcomeDialog
            result={{
              outcome: ended.result.outcome,
              confirmation: ended.result.confirmation,
              itineraryId: ended.result.itinerary.objectId,
              ...(isListing ? { isListing: true } : {}),
              total: reservedTotal,
            }}
            onAction={onAction}
            onClose={onDismissed}
          />
        ) : null}
        {ended?.kind === 'failure' ? (
          <BookingFailureDialog error={ended.error} onAction={onAction} onClose={onDismissed} />
        ) : null}
      </Suspense>
    </>
  );
};

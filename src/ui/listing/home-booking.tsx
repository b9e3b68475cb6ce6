import { observer } from 'mobx-react-lite';
import { type ComponentProps, Suspense, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DialogAction } from '../../core/booking/dialog-content.rule.js';
import { stayAsTerms } from '../../core/booking/stay-choice.rule.js';
import { withListingSearch } from '../../core/catalog/listing-search-url.rule.js';
import { formatUsd } from '../../core/formatting/currency.format.js';
import { listingDestinationName, listingNightlyFrom } from '../../core/listing/listing.entity.js';
import type { ListingDetails } from '../../core/listing/listing-details.entity.js';
import type { BookingFailureDialog as FailureDialog } from '../booking/booking-failure-dialog.js';
import type { BookingOutcomeDialog as OutcomeDialog } from '../booking/booking-outcome-dialog.js';
import type { ReservationOverlay as Overlay } from '../booking/reservation-overlay.js';
import { lazyView } from '../components/lazy-view.js';
import { Modal } from '../components/modal.js';
import { useViewModel } from '../di/use-view-model.js';
import { BookingPanel } from './booking-panel.js';
import { ListingBookingViewModel } from './listing-booking.view-model.js';

// What only an action needs (the overlay, the dialog it ends in) loads when the guest heads for
// an action (pointer or focus on its button), not with the page: the page's first download
// stays within its budget (docs/product/routes.md#scroll-and-lazy-views).
const ReservationOverlay = lazyView<ComponentProps<typeof Overlay>>(() =>
  import('../booking/reservation-overlay.js').then((module) => ({ default: module.ReservationOverlay })),
);
const BookingOutcomeDialog = lazyView<ComponentProps<typeof OutcomeDialog>>(() =>
  import('../booking/booking-outcome-dialog.js').then((module) => ({ default: module.BookingOutcomeDialog })),
);
const BookingFailureDialog = lazyView<ComponentProps<typeof FailureDialog>>(() =>
  import('../booking/booking-failure-dialog.js').then((module) => ({ default: module.BookingFailureDialog })),
);
const preloadActionParts = () => {
  ReservationOverlay.preload();
  BookingOutcomeDialog.preload();
  BookingFailureDialog.preload();
};

/** The short price a phone's bottom bar shows: the stay's total once priced, else the 'from' rate. */
const barPrice = (booking: ListingBookingViewModel, home: ListingDetails): string => {
  const total = booking.breakdown?.total;
  if (total !== undefined) return `${formatUsd(total, { withCents: false })} total`;
  const from = listingNightlyFrom(home);
  return from === null ? 'Choose dates for a price' : `From ${formatUsd(from, { withCents: false })} / night`;
};

/**
 * A home's booking: the panel beside the photos on a desktop (kept in view), a bottom bar that
 * opens it as a sheet on a phone, the reservation overlay while a request or reserve is sent,
 * and the dialog it ends in. The stay lives in the address: the panel's changes navigate.
 */
export const HomeBooking = observer(
  ({ home, search, itineraryId }: { home: ListingDetails; search: string; itineraryId: string | null }) => {
    const booking = useViewModel(ListingBookingViewModel);
    const navigate = useNavigate();
    const headingId = useId();
    const sheetHeadingId = useId();
    const [sheetOpen, setSheetOpen] = useState(false);
    const [datesRequested, setDatesRequested] = useState(false);

    useEffect(() => {
      void booking.opened(home, search, itineraryId, window.location.href);
    }, [booking, home, search, itineraryId]);

    const toSearch = (next: string) => navigate({ search: next }, { replace: true });
    const { ended } = booking;
    const overlayOpen = booking.running === 'reserve' || booking.running === 'request-price';
    const close = () => booking.endDismissed();
    const act = (action: DialogAction) => {
      close();
      const trip =
        ended?.kind === 'outcome'
          ? `/itineraries/${encodeURIComponent(ended.result.itinerary.objectId)}`
          : null;
      if (action === 'select-new-dates') setDatesRequested(true);
      if (action === 'find-available-homes') {
        const destination = listingDestinationName(home);
        navigate(
          `/listings${withListingSearch('', { ...stayAsTerms(booking.stay), ...(destination ? { destination } : {}) })}`,
        );
      }
      if ((action === 'review-home-reservation' || action === 'review-reservation') && trip) navigate(trip);
      if (action === 'explore-services' && ended?.kind === 'outcome') {
        const market = ended.result.itinerary.market?.objectId;
        navigate(market ? `/markets/${encodeURIComponent(market)}/services` : (trip ?? '/itineraries'));
      }
    };

    const panel = (id: string) => (
      <BookingPanel
        booking={booking}
        onSearch={toSearch}
        datesRequested={datesRequested}
        onDatesOpened={() => setDatesRequested(false)}
        headingId={id}
        onActionIntent={preloadActionParts}
      />
    );
    return (
      <>
        <aside className="home-details__stay" aria-labelledby={headingId}>
          {panel(headingId)}
        </aside>
        <div className="booking-bar">
          <p className="booking-bar__price">{barPrice(booking, home)}</p>
          <button
            type="button"
            className="booking-bar__open"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            {booking.actions.primary === 'reserve' ? 'Reserve your stay' : 'Choose your stay'}
          </button>
        </div>
        {sheetOpen && !ended ? (
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
            {panel(sheetHeadingId)}
          </Modal>
        ) : null}
        <Suspense fallback={null}>
          {overlayOpen ? (
            <ReservationOverlay
              open
              bookingSetting={home.bookingSetting}
              interests={booking.overlayInterests}
            />
          ) : null}
          {ended?.kind === 'outcome' ? (
            <BookingOutcomeDialog
              result={{
                outcome: ended.result.outcome,
                confirmation: ended.result.confirmation,
                itineraryId: ended.result.itinerary.objectId,
                isListing: true,
              }}
              onAction={act}
              onClose={close}
            />
          ) : null}
          {ended?.kind === 'failure' ? (
            <BookingFailureDialog error={ended.error} onAction={act} onClose={close} />
          ) : null}
        </Suspense>
      </>
    );
  },
);

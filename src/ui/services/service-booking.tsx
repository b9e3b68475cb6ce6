import { observer } from 'mobx-react-lite';
import { type ComponentProps, Suspense, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DialogAction } from '../../core/booking/dialog-content.rule.js';
import { formatUsd } from '../../core/formatting/currency.format.js';
import type { Service } from '../../core/service/service.entity.js';
import type { Cents } from '../../core/shared/money.js';
import type { BookingFailureDialog as FailureDialog } from '../booking/booking-failure-dialog.js';
import type { BookingOutcomeDialog as OutcomeDialog } from '../booking/booking-outcome-dialog.js';
import type { ReservationOverlay as Overlay } from '../booking/reservation-overlay.js';
import { lazyView } from '../components/lazy-view.js';
import { Modal } from '../components/modal.js';
import { useViewModel } from '../di/use-view-model.js';
import { ServiceBookingViewModel } from './service-booking.view-model.js';
import { ServiceBookingPanel } from './service-booking-panel.js';

// The overlay and the dialogs an action ends in load when the guest heads for an action, as
// on a home's page (docs/product/routes.md#scroll-and-lazy-views).
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

/** The short price a phone's bottom bar shows: the total once chosen, else the 'from' price. */
const barPrice = (booking: ServiceBookingViewModel, service: Service): string => {
  const total = booking.quote?.total;
  if (total !== undefined) return `${formatUsd(total, { withCents: total % 100 !== 0 })} total`;
  const from = service.startingFrom;
  return from == null
    ? 'Choose your date'
    : `From ${formatUsd(Math.round(from * 100) as Cents, { withCents: false })}`;
};

/**
 * A service's booking: the panel beside the details on a desktop (kept in view), a bottom bar
 * that opens it as a sheet on a phone, the reservation overlay while a request or reserve is
 * sent, and the confirmation or failure dialog it ends in.
 */
export const ServiceBooking = observer(
  ({
    service,
    marketId,
    itineraryId,
  }: {
    service: Service;
    marketId: string;
    itineraryId: string | null;
  }) => {
    const booking = useViewModel(ServiceBookingViewModel);
    const navigate = useNavigate();
    const headingId = useId();
    const sheetHeadingId = useId();
    const [sheetOpen, setSheetOpen] = useState(false);

    useEffect(() => {
      void booking.opened(service, marketId, itineraryId, window.location.href);
    }, [booking, service, marketId, itineraryId]);

    const { ended } = booking;
    const overlayOpen = booking.running === 'reserve' || booking.running === 'request-price';
    const close = () => booking.endDismissed();
    const act = (action: DialogAction) => {
      close();
      if (
        (action === 'review-reservation' || action === 'review-home-reservation') &&
        ended?.kind === 'outcome'
      )
        navigate(`/itineraries/${encodeURIComponent(ended.result.itinerary.objectId)}`);
    };
    const panel = (id: string) => (
      <ServiceBookingPanel booking={booking} headingId={id} onActionIntent={preloadActionParts} />
    );
    return (
      <>
        <aside className="service-booking__aside" aria-labelledby={headingId}>
          {panel(headingId)}
        </aside>
        <div className="service-booking__bar">
          <p className="service-booking__bar-price">{barPrice(booking, service)}</p>
          <button
            type="button"
            className="service-booking__primary"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            Book this service
          </button>
        </div>
        {sheetOpen && !ended ? (
          <Modal
            labelledBy={sheetHeadingId}
            describedBy={sheetHeadingId}
            className="service-booking__sheet"
            backdropClassName="service-booking__sheet-backdrop"
            closesOnBackdrop
            onCancel={() => setSheetOpen(false)}
          >
            <button
              type="button"
              className="service-booking__sheet-close"
              onClick={() => setSheetOpen(false)}
            >
              Close
            </button>
            {panel(sheetHeadingId)}
          </Modal>
        ) : null}
        <Suspense fallback={null}>
          {overlayOpen ? <ReservationOverlay open bookingSetting={null} interests={null} /> : null}
          {ended?.kind === 'outcome' ? (
            <BookingOutcomeDialog
              result={{
                outcome: ended.result.outcome,
                confirmation: ended.result.confirmation,
                itineraryId: ended.result.itinerary.objectId,
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

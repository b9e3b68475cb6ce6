import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DialogAction } from '../../core/booking-terms/index.js';
import { formatUsd } from '../../core/formatting/index.js';
import type { Service } from '../../core/service/index.js';
import type { Cents } from '../../core/shared/index.js';
import { BookingFrame, preloadActionParts } from '../booking/booking-frame.js';
import { useViewModel } from '../di/use-view-model.js';
import { ServiceBookingViewModel } from './service-booking.view-model.js';
import { ServiceBookingPanel } from './service-booking-panel.js';

/** The short price a phone's bottom bar shows: the total once chosen, else the 'from' price. */
const barPrice = (booking: ServiceBookingViewModel, service: Service): string => {
  const total = booking.selection.quote?.total;
  if (total !== undefined) return `${formatUsd(total, { withCents: total % 100 !== 0 })} total`;
  const from = service.startingFrom;
  return from == null
    ? 'Choose your date'
    : `From ${formatUsd(Math.round(from * 100) as Cents, { withCents: false })}`;
};

/**
 * A service's booking in the shared booking frame (ui/booking/booking-frame.tsx): the panel
 * beside the details on a desktop, a bottom bar and sheet on a phone, the overlay while a
 * request or reserve is sent, and the dialog it ends in.
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

    useEffect(() => {
      void booking.opened(service, marketId, itineraryId, window.location.href);
    }, [booking, service, marketId, itineraryId]);

    const { ended } = booking;
    const running = booking.running === 'reserve' || booking.running === 'request-price';
    const act = (action: DialogAction) => {
      booking.endDismissed();
      if (
        (action === 'review-reservation' || action === 'review-home-reservation') &&
        ended?.kind === 'outcome'
      )
        navigate(`/itineraries/${encodeURIComponent(ended.result.itinerary.objectId)}`);
    };
    return (
      <BookingFrame
        asideClassName="service-booking__aside"
        panel={(headingId) => (
          <ServiceBookingPanel booking={booking} headingId={headingId} onActionIntent={preloadActionParts} />
        )}
        barPrice={barPrice(booking, service)}
        barLabel="Book this service"
        overlay={running ? { open: true, bookingSetting: null, interests: null } : null}
        // Adding to the trip ends in the panel, not in a dialog.
        ended={ended?.kind === 'added' ? null : ended}
        onAction={act}
        onDismissed={() => booking.endDismissed()}
      />
    );
  },
);

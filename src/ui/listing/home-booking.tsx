import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { stayAsTerms } from '../../core/booking/index.js';
import type { DialogAction } from '../../core/booking-terms/index.js';
import { withListingSearch } from '../../core/catalog/index.js';
import { formatUsd } from '../../core/formatting/index.js';
import type { ListingDetails } from '../../core/listing/index.js';
import { listingDestinationName, listingNightlyFrom } from '../../core/listing/index.js';
import { BookingFrame, preloadActionParts } from '../booking/booking-frame.js';
import { useViewModel } from '../di/use-view-model.js';
import { BookingPanel } from './booking-panel.js';
import { ListingBookingViewModel } from './listing-booking.view-model.js';

/** The short price a phone's bottom bar shows: the stay's total once priced, else the 'from' rate. */
const barPrice = (booking: ListingBookingViewModel, home: ListingDetails): string => {
  const total = booking.breakdown?.total;
  if (total !== undefined) return `${formatUsd(total, { withCents: false })} total`;
  const from = listingNightlyFrom(home);
  return from === null ? 'Choose dates for a price' : `From ${formatUsd(from, { withCents: false })} / night`;
};

/**
 * A home's booking in the shared booking frame (ui/booking/booking-frame.tsx): the panel
 * beside the photos on a desktop, a bottom bar and sheet on a phone, the reservation overlay
 * while a request or reserve is sent, and the dialog it ends in. The stay lives in the
 * address: the panel's changes navigate.
 */
export const HomeBooking = observer(
  ({ home, search, itineraryId }: { home: ListingDetails; search: string; itineraryId: string | null }) => {
    const booking = useViewModel(ListingBookingViewModel);
    const navigate = useNavigate();
    const [datesRequested, setDatesRequested] = useState(false);

    useEffect(() => {
      void booking.opened(home, search, itineraryId, window.location.href);
    }, [booking, home, search, itineraryId]);

    const toSearch = (next: string) => navigate({ search: next }, { replace: true });
    const { ended } = booking;
    const running = booking.running === 'reserve' || booking.running === 'request-price';
    const act = (action: DialogAction) => {
      booking.endDismissed();
      const trip =
        ended?.kind === 'outcome'
          ? `/itineraries/${encodeURIComponent(ended.result.itinerary.objectId)}`
          : null;
      if (action === 'select-new-dates') setDatesRequested(true);
      if (action === 'find-available-homes') {
        const destination = listingDestinationName(home);
        navigate(
          `/listings${withListingSearch('', { ...stayAsTerms(booking.pricing.stay), ...(destination ? { destination } : {}) })}`,
        );
      }
      if ((action === 'review-home-reservation' || action === 'review-reservation') && trip) navigate(trip);
      if (action === 'explore-services' && ended?.kind === 'outcome') {
        const market = ended.result.itinerary.market?.objectId;
        navigate(market ? `/markets/${encodeURIComponent(market)}/services` : (trip ?? '/itineraries'));
      }
    };

    return (
      <BookingFrame
        asideClassName="home-details__stay"
        panel={(headingId, closeSheet) => (
          <BookingPanel
            onTermsOpened={closeSheet}
            booking={booking}
            onSearch={toSearch}
            datesRequested={datesRequested}
            onDatesOpened={() => setDatesRequested(false)}
            headingId={headingId}
            onActionIntent={preloadActionParts}
          />
        )}
        barPrice={barPrice(booking, home)}
        barLabel={booking.actions.primary === 'reserve' ? 'Reserve your stay' : 'Choose your stay'}
        overlay={
          running
            ? { open: true, bookingSetting: home.bookingSetting, interests: booking.pricing.overlayInterests }
            : null
        }
        ended={ended}
        reservedTotal={ended?.kind === 'outcome' ? (ended.result.item.reservedTotal ?? null) : null}
        isListing
        onAction={act}
        onDismissed={() => booking.endDismissed()}
      />
    );
  },
);

import { observer } from 'mobx-react-lite';
import { nightsWords } from '../../core/catalog/index.js';
import { formatUsd } from '../../core/formatting/index.js';
import { listingNightlyFrom } from '../../core/listing/index.js';
import { PriceBreakdown } from '../booking/price-breakdown.js';
import type { ListingBookingViewModel } from './listing-booking.view-model.js';

/** The stay's price as far as it is known: checking, whole (with its breakdown), or why not. */
export const PanelPrice = observer(({ booking }: { booking: ListingBookingViewModel }) => {
  const { breakdown, home } = booking;
  const { price } = booking.pricing;
  if (price.status === 'pricing') {
    return (
      <p className="booking-panel__price" role="status">
        Checking the price of your stay…
      </p>
    );
  }
  if (price.status === 'priced' && breakdown) {
    return (
      <>
        <p className="booking-panel__price" role="status">
          <strong>{formatUsd(breakdown.total, { withCents: false })}</strong> total
          {breakdown.nights ? ` for ${nightsWords(breakdown.nights)}` : ''}
          <span className="booking-panel__note"> incl. taxes, fees and refundable deposit</span>
        </p>
        <PriceBreakdown
          breakdown={breakdown}
          reliability={price.result.instantPricing.reliability}
          averageNightly={price.result.instantPricing.averageBaseRateDescription}
        />
      </>
    );
  }
  if (price.status === 'priced') {
    // No price: the host's reason when it gave one; a price request is offered instead.
    return (
      <p className="booking-panel__price" role="status">
        {price.result.instantPricing.errorMessage ?? 'We could not price these dates right now.'} You can
        still request a price: the concierge replies with one.
      </p>
    );
  }
  const from = home ? listingNightlyFrom(home) : null;
  return from === null ? null : (
    <p className="booking-panel__price">
      From <strong>{formatUsd(from, { withCents: false })}</strong> / night
    </p>
  );
});

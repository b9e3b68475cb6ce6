import { cents } from '../../src/core/shared/index.js';
import type { MediaUrl } from '../media/media-url.js';
import type { DayRange, HomeRecord } from './home.store.js';
import { toListingSummary } from './listing-summary.js';

/**
 * A home's own page (GET /api/guest-listing/{id}): the Listing of
 * docs/product/entities.md#listing plus what the page shows, the rates the price is made of,
 * and the nights already taken for the date picker.
 */
export const toListingDetail = (
  home: HomeRecord,
  media: MediaUrl,
  unavailableDates: readonly DayRange[],
) => ({
  ...toListingSummary(home, media),
  description: home.description,
  amenities: home.amenities.map((amenity) => ({ objectId: amenity.id, name: amenity.name })),
  categories: home.categories.map((category) => ({ objectId: category.id, name: category.name })),
  weekendNightlyRate: cents((home.nightly_rate_cents * (100 + home.weekend_uplift_percent)) / 100) / 100,
  fees: home.fees.map((fee) => ({ name: fee.name, amount: fee.amount_cents / 100, chargedFor: fee.charged })),
  securityDeposit: home.security_deposit_cents / 100,
  taxRatePercent: home.tax_rate_bps / 100,
  market: { objectId: home.market_id, name: home.market_name, slug: home.market_slug },
  destination: { objectId: home.destination_id, name: home.destination_name, slug: home.destination_slug },
  // When the stay begins and ends on its days: the page shows them with the cancellation policy.
  checkInTime: home.check_in_time,
  checkOutTime: home.check_out_time,
  unavailableDates,
});

import * as E from 'fp-ts/lib/Either.js';
import { InstantPricing } from '../../core/listing/instant-pricing.entity.js';
import { instantPricingFailure } from '../../core/listing/instant-pricing-failure.rule.js';
import { ListingDetails } from '../../core/listing/listing-details.entity.js';
import type {
  InstantPricingQuery,
  ListingGateway,
  StayDates,
} from '../../core/listing/listing-gateway.port.js';
import { SimilarListingList } from '../../core/listing/listing-lists.wire.js';
import type { AppError } from '../../core/shared/app-error.js';
import type { RestClient } from './rest-client.js';

const listingPath = (listingId: string) => `/api/listing/${encodeURIComponent(listingId)}`;

/** A home, its price for a stay, and homes like it (SPEC 7 "Listings"). */
export class RestListingGateway implements ListingGateway {
  constructor(private readonly api: RestClient) {}

  /**
   * SPEC 8: a price that could not be had is a price of unknown reliability, not an error;
   * a 400 carries the host's reason for the guest (instant-pricing-failure.rule.ts). An
   * answer that does not decode stays an error: that is a broken contract to report, not a
   * home without a price.
   */
  async instantPricing(
    listingId: string,
    query: InstantPricingQuery,
  ): Promise<E.Either<AppError, InstantPricing>> {
    const path = `${listingPath(listingId)}/instant-pricing`;
    const result = await this.api.get(path, InstantPricing, { query: { ...query }, what: 'instant price' });
    if (E.isRight(result) || result.left.kind === 'decode') return result;
    // The guest may see the host's own reason, never our diagnostic (hostMessage, not message).
    const { status, hostMessage } = result.left;
    return E.right(instantPricingFailure({ status, message: hostMessage }));
  }

  guestListing(listingId: string, dates: StayDates = {}) {
    return this.api.get(`/api/guest-listing/${encodeURIComponent(listingId)}`, ListingDetails, {
      query: { startDate: dates.startDate, endDate: dates.endDate },
      what: 'home',
    });
  }

  similarListings(listingId: string) {
    return this.api.get(`${listingPath(listingId)}/similar`, SimilarListingList, { what: 'similar homes' });
  }
}

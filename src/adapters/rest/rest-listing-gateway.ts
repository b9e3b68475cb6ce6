import type { InstantPricingQuery, ListingGateway, StayDates } from '../../core/listing/index.js';
import { InstantPricing, ListingDetails } from '../../core/listing/index.js';
import type { RestClient } from './rest-client.js';
import { SimilarListingList } from './wire/listing-lists.wire.js';

const listingPath = (listingId: string) => `/api/listing/${encodeURIComponent(listingId)}`;

/** A home, its price for a stay, and homes like it (docs/product/calls.md#listing-data-calls). */
export class RestListingGateway implements ListingGateway {
  constructor(private readonly api: RestClient) {}

  /**
   * Every failure comes back as it is, an answer that does not decode included: the core
   * decides what a failed price means for the guest (loadInstantPricing).
   */
  instantPricing(listingId: string, query: InstantPricingQuery) {
    return this.api.get(`${listingPath(listingId)}/instant-pricing`, InstantPricing, {
      query: { ...query },
      what: 'instant price',
    });
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

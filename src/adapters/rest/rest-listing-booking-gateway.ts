import * as E from 'fp-ts/lib/Either.js';
import {
  ListingBookingResponse,
  ListingPriceRequestResponse,
} from '../../core/booking/booking-response.wire.js';
import type {
  ListingBookingGateway,
  ListingPriceRequestBody,
  ReserveListingBody,
} from '../../core/booking/listing-booking-gateway.port.js';
import type { RestClient } from './rest-client.js';
import { refuseFailedBooking } from './rest-service-booking-gateway.js';

const listingPath = (listingId: string, call: string) =>
  `/api/listings/${encodeURIComponent(listingId)}/${call}`;

/**
 * Pricing and reserving a home (SPEC 7). HTTP failures come back as the client made them:
 * a 400 for dates someone else took keeps its status and the host's message ('Unfortunately,
 * these dates are unavailable.'), which the booking flow turns into its dialog.
 */
export class RestListingBookingGateway implements ListingBookingGateway {
  constructor(private readonly api: RestClient) {}

  requestListingPrice(listingId: string, body: ListingPriceRequestBody) {
    return this.api.post(listingPath(listingId, 'request-price-next'), ListingPriceRequestResponse, { body });
  }

  async reserveListing(listingId: string, body: ReserveListingBody) {
    const answer = await this.api.post(listingPath(listingId, 'reserve-listing'), ListingBookingResponse, {
      body,
    });
    return E.flatMap(answer, refuseFailedBooking);
  }
}

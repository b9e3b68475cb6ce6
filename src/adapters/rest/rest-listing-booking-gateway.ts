import * as E from 'fp-ts/lib/Either.js';
import type {
  ListingBookingGateway,
  ListingPriceRequestBody,
  ReserveListingBody,
} from '../../core/booking/listing-booking-gateway.port.js';
import type { RestClient } from './rest-client.js';
import {
  ListingBookingResponse,
  ListingPriceRequestResponse,
  readBookingAnswer,
  readPriceRequestAnswer,
} from './wire/booking-response.wire.js';

const listingPath = (listingId: string, call: string) =>
  `/api/listings/${encodeURIComponent(listingId)}/${call}`;

/**
 * Pricing, reserving and saving a home for later (docs/product/calls.md#listing-booking-calls). Answers are
 * read here (readBookingAnswer). HTTP failures come back as the client made them: a 400 for
 * dates someone else took keeps its status and the host's message ('Unfortunately, these
 * dates are unavailable.'), which the booking flow turns into its dialog.
 */
export class RestListingBookingGateway implements ListingBookingGateway {
  constructor(private readonly api: RestClient) {}

  async requestListingPrice(listingId: string, body: ListingPriceRequestBody) {
    const answer = await this.api.post(
      listingPath(listingId, 'request-price-next'),
      ListingPriceRequestResponse,
      {
        body,
      },
    );
    return E.flatMap(answer, readPriceRequestAnswer);
  }

  async reserveListing(listingId: string, body: ReserveListingBody) {
    const answer = await this.api.post(listingPath(listingId, 'reserve-listing'), ListingBookingResponse, {
      body,
    });
    return E.flatMap(answer, readBookingAnswer);
  }

  /** Answers as reserve-listing does (docs/product/calls.md#calls-beyond-this-list). */
  async saveListingForLater(listingId: string, body: ReserveListingBody) {
    const answer = await this.api.post(
      listingPath(listingId, 'save-for-later-listing'),
      ListingBookingResponse,
      { body },
    );
    return E.flatMap(answer, readBookingAnswer);
  }
}

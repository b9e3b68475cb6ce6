import * as E from 'fp-ts/lib/Either.js';
import type { HomeStay, HomeTrip, ListingBookingGateway, PriceAsker } from '../../core/booking/index.js';
import type { RestClient } from './rest-client.js';
import {
  ListingBookingResponse,
  ListingPriceRequestResponse,
  readBookingAnswer,
  readPriceRequestAnswer,
} from './wire/booking-response.wire.js';
import { listingPriceRequestBody, reserveListingBody } from './wire/home-booking.wire.js';

const listingPath = (listingId: string, call: string) =>
  `/api/listings/${encodeURIComponent(listingId)}/${call}`;

/**
 * Pricing, reserving and saving a home for later (docs/product/calls.md#listing-booking-calls):
 * the guest's intent becomes the host's body here (wire/home-booking.wire.ts) and answers are
 * read here (readBookingAnswer). Failures come back as the client made them: a 400 for dates
 * someone else took keeps the host's message ('Unfortunately, these dates are unavailable.'),
 * which the booking flow turns into its dialog.
 */
export class RestListingBookingGateway implements ListingBookingGateway {
  constructor(private readonly api: RestClient) {}

  async requestHomePrice(homeId: string, stay: HomeStay, trip: HomeTrip, asker: PriceAsker) {
    const answer = await this.api.post(
      listingPath(homeId, 'request-price-next'),
      ListingPriceRequestResponse,
      {
        body: listingPriceRequestBody(stay, trip, asker),
      },
    );
    return E.flatMap(answer, readPriceRequestAnswer);
  }

  async reserveHome(homeId: string, stay: HomeStay, trip: HomeTrip) {
    const answer = await this.api.post(listingPath(homeId, 'reserve-listing'), ListingBookingResponse, {
      body: reserveListingBody(stay, trip, 'reserve'),
    });
    return E.flatMap(answer, readBookingAnswer);
  }

  /** Answers as reserve-listing does (docs/product/calls.md#calls-beyond-this-list). */
  async saveHomeForLater(homeId: string, stay: HomeStay, trip: HomeTrip) {
    const answer = await this.api.post(
      listingPath(homeId, 'save-for-later-listing'),
      ListingBookingResponse,
      { body: reserveListingBody(stay, trip, 'save-for-later') },
    );
    return E.flatMap(answer, readBookingAnswer);
  }
}

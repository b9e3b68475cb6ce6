import * as E from 'fp-ts/lib/Either.js';
import type {
  DeleteItemBody,
  FieldValueUpdate,
  GuestsBody,
  ListingDatesBody,
  ListingItemGateway,
  ListingStatusBody,
  PriceEstimateBody,
} from '../../core/itinerary/index.js';
import { DatesChange } from '../../core/itinerary/index.js';
import type { RestClient } from './rest-client.js';
import { Acknowledged } from './wire/acknowledged.wire.js';
import { ListingBookingResponse, readBookingAnswer } from './wire/booking-response.wire.js';
import { FieldValueEntryList, type FieldValuesBody } from './wire/field-values.wire.js';
import { ListingItemList } from './wire/listing-lists.wire.js';
import { PriceEstimateResponse } from './wire/price-estimate.wire.js';

const itineraryPath = (itineraryId: string) => `/api/itinerary/${encodeURIComponent(itineraryId)}`;
const listingItemPath = (itineraryId: string, listingItemId: string) =>
  `${itineraryPath(itineraryId)}/listing-item/${encodeURIComponent(listingItemId)}`;

/**
 * The homes on a trip (docs/product/calls.md#listing-item-calls). Failures keep the host's
 * status and message.
 */
export class RestListingItemGateway implements ListingItemGateway {
  constructor(private readonly api: RestClient) {}

  listingItems(itineraryId: string) {
    return this.api.get(`${itineraryPath(itineraryId)}/listing-items`, ListingItemList, {
      what: 'listing items',
    });
  }

  removeListingItem(itineraryId: string, listingItemId: string, body: DeleteItemBody) {
    return this.api.delete(listingItemPath(itineraryId, listingItemId), Acknowledged, { body });
  }

  changeListingItemDates(itineraryId: string, listingItemId: string, body: ListingDatesBody) {
    return this.api.put(`${listingItemPath(itineraryId, listingItemId)}/dates`, DatesChange, {
      body,
      what: 'listing item dates',
    });
  }

  async saveListingPriceEstimate(itineraryId: string, listingItemId: string, body: PriceEstimateBody) {
    const path = `${listingItemPath(itineraryId, listingItemId)}/pricing-estimate`;
    const answer = await this.api.put(path, PriceEstimateResponse, { body, what: 'price estimate' });
    return E.map((stored: PriceEstimateResponse) => stored.estimatedItemPricing)(answer);
  }

  changeListingGuests(itineraryId: string, listingItemId: string, body: GuestsBody) {
    return this.api.put(`${listingItemPath(itineraryId, listingItemId)}/guests`, Acknowledged, { body });
  }

  async changeListingItemStatus(itineraryId: string, listingItemId: string, body: ListingStatusBody) {
    const path = `${listingItemPath(itineraryId, listingItemId)}/new-status`;
    const answer = await this.api.put(path, ListingBookingResponse, { body, what: 'booking answer' });
    return E.flatMap(answer, readBookingAnswer);
  }

  updateListingItemFieldValues(
    itineraryId: string,
    listingItemId: string,
    updates: readonly FieldValueUpdate[],
  ) {
    const body: FieldValuesBody = { updates };
    return this.api.put(`${listingItemPath(itineraryId, listingItemId)}/fieldValues`, FieldValueEntryList, {
      body,
      what: 'field values',
    });
  }
}

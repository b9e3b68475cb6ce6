import type {
  CaseFeedBody,
  CreateItineraryBody,
  ItineraryFilter,
  ItineraryGateway,
  SearchTermsBody,
} from '../../core/itinerary/index.js';
import { Folio, Itinerary } from '../../core/itinerary/index.js';
import type { AttachCreditCardBody } from '../../core/payment/index.js';
import type { RestClient } from './rest-client.js';
import { Acknowledged } from './wire/acknowledged.wire.js';
import { AttachmentList, ItineraryItemList, ItineraryList } from './wire/itinerary-lists.wire.js';

const itineraryPath = (itineraryId: string, rest = '') =>
  `/api/itinerary/${encodeURIComponent(itineraryId)}${rest}`;

/**
 * A guest's trips (docs/product/calls.md#itineraries). What a failure means to a page is the
 * caller's (docs/product/errors.md#load-failures).
 */
export class RestItineraryGateway implements ItineraryGateway {
  constructor(private readonly api: RestClient) {}

  itineraries(filter: ItineraryFilter) {
    // The client leaves empty values out of the query (docs/product/calls.md#itineraries).
    const { isActive, marketId, nearDate, productLine, pmId } = filter;
    return this.api.get('/api/itinerary', ItineraryList, {
      query: { isActive, marketId, nearDate, productLine, pmId },
    });
  }

  guestItinerary(itineraryId: string) {
    return this.api.get(`/api/guest-itinerary/${encodeURIComponent(itineraryId)}`, Itinerary);
  }

  createItinerary(body: CreateItineraryBody) {
    return this.api.post('/api/itinerary', Itinerary, { body });
  }

  itineraryItems(itineraryId: string) {
    return this.api.get(itineraryPath(itineraryId, '/items'), ItineraryItemList);
  }

  attachCreditCard(itineraryId: string, body: AttachCreditCardBody) {
    return this.api.post(itineraryPath(itineraryId, '/creditCard'), Acknowledged, { body });
  }

  postToCaseFeed(itineraryId: string, body: CaseFeedBody) {
    return this.api.post(itineraryPath(itineraryId, '/caseFeed'), Acknowledged, { body });
  }

  folio(itineraryId: string) {
    return this.api.get(itineraryPath(itineraryId, '/folio'), Folio);
  }

  attachments(ownerType: string, ownerId: string) {
    const path = `/api/${encodeURIComponent(ownerType)}/${encodeURIComponent(ownerId)}/attachments`;
    return this.api.get(path, AttachmentList);
  }

  saveSearchTerms(itineraryId: string, body: SearchTermsBody) {
    return this.api.post(itineraryPath(itineraryId, '/search-terms'), Acknowledged, { body });
  }
}

import {
  BookingContextGateway,
  ListingBookingGateway,
  ServiceBookingGateway,
} from '../core/booking/index.js';
import { TripCalendarGateway } from '../core/calendar/index.js';
import { InterestGateway } from '../core/interest/index.js';
import {
  ItemHistoryGateway,
  ItineraryGateway,
  ItineraryItemGateway,
  ListingItemGateway,
  TripPendingGateway,
} from '../core/itinerary/index.js';
import { MessageGateway } from '../core/messaging/index.js';
import { methodsOf, onFirstCall } from './lazy-ports.js';

/** A trip and what is booked on it: its items, their bookings and booking contexts, its messages. */
export const TRIP_GATEWAYS = {
  itineraryGateway: onFirstCall(
    ItineraryGateway,
    methodsOf<ItineraryGateway>()(
      'attachCreditCard',
      'attachments',
      'createItinerary',
      'folio',
      'guestItinerary',
      'itineraries',
      'itineraryItems',
      'postToCaseFeed',
      'saveSearchTerms',
    ),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-itinerary-gateway.js').then(
        (rest) => new rest.RestItineraryGateway(api),
      ),
  ),
  tripCalendarGateway: onFirstCall(
    TripCalendarGateway,
    methodsOf<TripCalendarGateway>()('revoke', 'subscribe', 'subscription'),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-trip-calendar-gateway.js').then(
        (rest) => new rest.RestTripCalendarGateway(api),
      ),
  ),
  tripPendingGateway: onFirstCall(TripPendingGateway, methodsOf<TripPendingGateway>()('pending'), (api) =>
    import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-trip-pending-gateway.js').then(
      (rest) => new rest.RestTripPendingGateway(api),
    ),
  ),
  // A chunk of its own: only an item's details ask for it, and the shared rest-gateways chunk
  // is on a home page's first download (docs/architecture/web-performance.md).
  itemHistoryGateway: onFirstCall(ItemHistoryGateway, methodsOf<ItemHistoryGateway>()('history'), (api) =>
    import(
      /* webpackChunkName: "item-history-gateway" */ '../adapters/rest/rest-item-history-gateway.js'
    ).then((rest) => new rest.RestItemHistoryGateway(api)),
  ),
  itineraryItemGateway: onFirstCall(
    ItineraryItemGateway,
    methodsOf<ItineraryItemGateway>()(
      'addService',
      'changeItemDates',
      'redeemPromoCodes',
      'removeItem',
      'saveItemPricing',
      'updateItemFieldValues',
    ),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-itinerary-item-gateway.js').then(
        (rest) => new rest.RestItineraryItemGateway(api),
      ),
  ),
  listingItemGateway: onFirstCall(
    ListingItemGateway,
    methodsOf<ListingItemGateway>()(
      'changeListingGuests',
      'changeListingItemDates',
      'changeListingItemStatus',
      'listingItems',
      'removeListingItem',
      'saveListingPriceEstimate',
      'updateListingItemFieldValues',
    ),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-listing-item-gateway.js').then(
        (rest) => new rest.RestListingItemGateway(api),
      ),
  ),
  serviceBookingGateway: onFirstCall(
    ServiceBookingGateway,
    methodsOf<ServiceBookingGateway>()('requestServicePrice', 'reserveService', 'saveServiceForLater'),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-service-booking-gateway.js').then(
        (rest) => new rest.RestServiceBookingGateway(api),
      ),
  ),
  listingBookingGateway: onFirstCall(
    ListingBookingGateway,
    methodsOf<ListingBookingGateway>()('requestHomePrice', 'reserveHome', 'saveHomeForLater'),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-listing-booking-gateway.js').then(
        (rest) => new rest.RestListingBookingGateway(api),
      ),
  ),
  bookingContextGateway: onFirstCall(
    BookingContextGateway,
    methodsOf<BookingContextGateway>()(
      'attachBookingContexts',
      'bookingContextsByIds',
      'myBookingContexts',
      'saveBookingContext',
    ),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-booking-context-gateway.js').then(
        (rest) => new rest.RestBookingContextGateway(api),
      ),
  ),
  messageGateway: onFirstCall(
    MessageGateway,
    methodsOf<MessageGateway>()('conversation', 'sendItineraryMessage', 'sendMessage'),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-message-gateway.js').then(
        (rest) => new rest.RestMessageGateway(api),
      ),
  ),
  interestGateway: onFirstCall(InterestGateway, methodsOf<InterestGateway>()('userInterests'), (api) =>
    import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-interest-gateway.js').then(
      (rest) => new rest.RestInterestGateway(api),
    ),
  ),
};

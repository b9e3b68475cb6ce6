import type { BookingContextGateway } from '../booking/booking-context-gateway.port.js';
import type { ListingBookingGateway } from '../booking/listing-booking-gateway.port.js';
import type { ServiceBookingGateway } from '../booking/service-booking-gateway.port.js';
import type { ListingCatalogGateway } from '../catalog/listing-catalog-gateway.port.js';
import type { InterestGateway } from '../interest/interest-gateway.port.js';
import type { ItineraryGateway } from '../itinerary/itinerary-gateway.port.js';
import type { ItineraryItemGateway } from '../itinerary/itinerary-item-gateway.port.js';
import type { LeadGateway } from '../lead/lead-gateway.port.js';
import type { ListingGateway } from '../listing/listing-gateway.port.js';
import type { ListingItemGateway } from '../listing/listing-item-gateway.port.js';
import type { MarketGateway } from '../market/market-gateway.port.js';
import type { MessageGateway } from '../messaging/message-gateway.port.js';
import type { PaymentGateway } from '../payment/payment-gateway.port.js';
import type { PromoCodeGateway } from '../promo/promo-code-gateway.port.js';
import type { PromotionGateway } from '../promo/promotion-gateway.port.js';
import type { ServiceGateway } from '../service/service-gateway.port.js';
import type { PortalGateway } from '../session/portal-gateway.port.js';
import type { RoleGateway } from '../session/role-gateway.port.js';
import type { UserGateway } from '../session/user-gateway.port.js';

/*
 * Every call of SPEC section 7, in the spec's order: 64 calls, each served by exactly one
 * operation of one port, and every operation of these ports serves exactly one call.
 * Placeholders name what they stand for where the spec writes {id} or '...'.
 *
 * Auth and context (9)
 *   [x]  1 POST   /api/login/                                        PortalGateway.login
 *   [x]  2 POST   /api/signup/                                       PortalGateway.signUp
 *   [x]  3 GET    /api/is-auth/{role}                                RoleGateway.checkRole
 *   [x]  4 POST   /api/attach-booking-contexts                       BookingContextGateway.attachBookingContexts
 *   [x]  5 PUT    /api/item-booking-context                          BookingContextGateway.saveBookingContext
 *   [x]  6 GET    /api/my-booking-contexts                           BookingContextGateway.myBookingContexts
 *   [x]  7 POST   /api/item-booking-contexts                         BookingContextGateway.bookingContextsByIds
 *   [x]  8 GET    /api/promotional-messages/active                   PromotionGateway.activePromotions
 * Itineraries (19)
 *   [x]  9 GET    /api/itinerary                                     ItineraryGateway.itineraries
 *   [x] 10 GET    /api/guest-itinerary/{itineraryId}                 ItineraryGateway.guestItinerary
 *   [x] 11 POST   /api/itinerary                                     ItineraryGateway.createItinerary
 *   [x] 12 GET    /api/itinerary/{itineraryId}/items                 ItineraryGateway.itineraryItems
 *   [x] 13 POST   /api/itinerary/{itineraryId}/creditCard            ItineraryGateway.attachCreditCard
 *   [x] 14 POST   /api/itinerary/{itineraryId}/caseFeed              ItineraryGateway.postToCaseFeed
 *   [x] 15 GET    /api/itinerary/{itineraryId}/folio                 ItineraryGateway.folio
 *   [x] 16 GET    /api/{ownerType}/{ownerId}/attachments             ItineraryGateway.attachments
 *   [x] 17 POST   /api/itinerary/{itineraryId}/search-terms          ItineraryGateway.saveSearchTerms
 *   [x] 18 PUT    /api/itinerary/{itineraryId}/item/{itemId}/fieldValues              ItineraryItemGateway.updateItemFieldValues
 *   [x] 19 PUT    /api/itinerary/{itineraryId}/listing-item/{listingItemId}/fieldValues ListingItemGateway.updateListingItemFieldValues
 *   [x] 20 POST   /api/itinerary/{itineraryId}/item/{itemId}/pricing                  ItineraryItemGateway.saveItemPricing
 *   [x] 21 POST   /api/itinerary/{itineraryId}/item/{itemId}/dates                    ItineraryItemGateway.changeItemDates
 *   [x] 22 DELETE /api/itinerary/{itineraryId}/item/{itemId}                          ItineraryItemGateway.removeItem
 *   [x] 23 POST   /api/itinerary/{itineraryId}/service/{serviceId}                    ItineraryItemGateway.addService
 *   [x] 24 POST   /api/itinerary/{itineraryId}/items/{itemId}/redeemed-promos         ItineraryItemGateway.redeemPromoCodes
 *   [x] 25 POST   /api/services/{serviceId}/request-price-next       ServiceBookingGateway.requestServicePrice
 *   [x] 26 POST   /api/services/{serviceId}/reserve-service          ServiceBookingGateway.reserveService
 *   [x] 27 POST   /api/services/{serviceId}/save-for-later-service   ServiceBookingGateway.saveServiceForLater
 * Listings (16)
 *   [x] 28 GET    /api/itinerary/{itineraryId}/listing-items         ListingItemGateway.listingItems
 *   [x] 29 DELETE /api/itinerary/{itineraryId}/listing-item/{listingItemId}                  ListingItemGateway.removeListingItem
 *   [x] 30 PUT    /api/itinerary/{itineraryId}/listing-item/{listingItemId}/dates            ListingItemGateway.changeListingItemDates
 *   [x] 31 PUT    /api/itinerary/{itineraryId}/listing-item/{listingItemId}/pricing-estimate ListingItemGateway.saveListingPriceEstimate
 *   [x] 32 PUT    /api/itinerary/{itineraryId}/listing-item/{listingItemId}/guests           ListingItemGateway.changeListingGuests
 *   [x] 33 PUT    /api/itinerary/{itineraryId}/listing-item/{listingItemId}/new-status       ListingItemGateway.changeListingItemStatus
 *   [x] 34 POST   /api/listings/{listingId}/request-price-next       ListingBookingGateway.requestListingPrice
 *   [x] 35 POST   /api/listings/{listingId}/reserve-listing          ListingBookingGateway.reserveListing
 *   [x] 36 GET    /api/listing/{listingId}/instant-pricing           ListingGateway.instantPricing
 *   [x] 37 GET    /api/guest-listing/{listingId}                     ListingGateway.guestListing
 *   [x] 38 GET    /api/listing/{listingId}/similar                   ListingGateway.similarListings
 *   [x] 39 GET    /api/listing/catalog                               ListingCatalogGateway.listingCatalog
 *   [x] 40 GET    /api/listings/destinations                         ListingCatalogGateway.destinations
 *   [x] 41 GET    /api/categories                                    ListingCatalogGateway.categories
 *   [x] 42 GET    /api/listings/search                               ListingCatalogGateway.searchListings
 *   [x] 43 GET    /api/listings/search-count                         ListingCatalogGateway.countListings
 * Services and misc (21)
 *   [x] 44 POST   /api/services/{serviceId}                          ServiceGateway.serviceDetail
 *   [x] 45 GET    /api/services/{serviceId}/availability-calendar    ServiceGateway.availabilityCalendar
 *   [x] 46 GET    /api/services/{serviceId}/similar                  ServiceGateway.similarServices
 *   [x] 47 GET    /api/markets/{marketId}/services                   ServiceGateway.marketServices
 *   [x] 48 GET    /api/market/{marketId}                             MarketGateway.market
 *   [x] 49 GET    /api/published-partner/{partnerName}               MarketGateway.publishedPartner
 *   [x] 50 GET    /api/countries                                     MarketGateway.countries
 *   [x] 51 GET    /api/lead/{leadId}                                 LeadGateway.lead
 *   [x] 52 GET    /api/itinerary/{itineraryId}/lead                  LeadGateway.itineraryLead
 *   [x] 53 GET    /api/my-roles                                      RoleGateway.myRoles
 *   [x] 54 GET    /api/grocery-items                                 ServiceGateway.groceryItems
 *   [x] 55 POST   /api/promo-codes/validation                        PromoCodeGateway.validatePromoCode
 *   [x] 56 POST   /api/itinerary/{itineraryId}/messages              MessageGateway.sendItineraryMessage
 *   [x] 57 POST   /api/messages                                      MessageGateway.sendMessage
 *   [x] 58 PUT    /api/user/{userId}/phone                           UserGateway.updatePhone
 *   [x] 59 GET    /api/userInterest/                                 InterestGateway.userInterests
 *   [x] 60 GET    /api/billing/client-secret                         PaymentGateway.clientSecret
 *   [x] 61 GET    /api/user/{userId}/creditCards                     PaymentGateway.creditCards
 *   [x] 62 POST   /api/user/{userId}/creditCard                      PaymentGateway.addCreditCard
 *   [x] 63 GET    /api/creditCardToken/{token}                       PaymentGateway.cardTokenStatus
 *   [x] 64 POST   /api/creditCardToken/{token}                       PaymentGateway.addCardWithToken
 *
 * Not here: the session backend (current user, become, logout: SessionGateway), whose
 * paths SPEC 7 does not show, and the ports that are not REST (PaymentProvider, Clock,
 * Scheduler, ExternalNavigation, storage, cookies, analytics, error reporting).
 */

/** The ports that serve the calls of SPEC 7, by token name. */
interface RestPorts {
  readonly PortalGateway: PortalGateway;
  readonly RoleGateway: RoleGateway;
  readonly BookingContextGateway: BookingContextGateway;
  readonly PromotionGateway: PromotionGateway;
  readonly ItineraryGateway: ItineraryGateway;
  readonly ItineraryItemGateway: ItineraryItemGateway;
  readonly ServiceBookingGateway: ServiceBookingGateway;
  readonly ListingItemGateway: ListingItemGateway;
  readonly ListingBookingGateway: ListingBookingGateway;
  readonly ListingGateway: ListingGateway;
  readonly ListingCatalogGateway: ListingCatalogGateway;
  readonly ServiceGateway: ServiceGateway;
  readonly MarketGateway: MarketGateway;
  readonly LeadGateway: LeadGateway;
  readonly PromoCodeGateway: PromoCodeGateway;
  readonly MessageGateway: MessageGateway;
  readonly UserGateway: UserGateway;
  readonly InterestGateway: InterestGateway;
  readonly PaymentGateway: PaymentGateway;
}

export type RestPortName = keyof RestPorts;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call: its method and path template, and the port operation that makes it. */
export type RestCall = {
  readonly [P in RestPortName]: {
    readonly method: HttpMethod;
    readonly path: string;
    readonly port: P;
    readonly operation: keyof RestPorts[P] & string;
  };
}[RestPortName];

export const REST_CALLS = [
  // Auth and context
  { method: 'POST', path: '/api/login/', port: 'PortalGateway', operation: 'login' },
  { method: 'POST', path: '/api/signup/', port: 'PortalGateway', operation: 'signUp' },
  { method: 'GET', path: '/api/is-auth/{role}', port: 'RoleGateway', operation: 'checkRole' },
  {
    method: 'POST',
    path: '/api/attach-booking-contexts',
    port: 'BookingContextGateway',
    operation: 'attachBookingContexts',
  },
  {
    method: 'PUT',
    path: '/api/item-booking-context',
    port: 'BookingContextGateway',
    operation: 'saveBookingContext',
  },
  {
    method: 'GET',
    path: '/api/my-booking-contexts',
    port: 'BookingContextGateway',
    operation: 'myBookingContexts',
  },
  {
    method: 'POST',
    path: '/api/item-booking-contexts',
    port: 'BookingContextGateway',
    operation: 'bookingContextsByIds',
  },
  {
    method: 'GET',
    path: '/api/promotional-messages/active',
    port: 'PromotionGateway',
    operation: 'activePromotions',
  },
  // Itineraries
  { method: 'GET', path: '/api/itinerary', port: 'ItineraryGateway', operation: 'itineraries' },
  {
    method: 'GET',
    path: '/api/guest-itinerary/{itineraryId}',
    port: 'ItineraryGateway',
    operation: 'guestItinerary',
  },
  { method: 'POST', path: '/api/itinerary', port: 'ItineraryGateway', operation: 'createItinerary' },
  {
    method: 'GET',
    path: '/api/itinerary/{itineraryId}/items',
    port: 'ItineraryGateway',
    operation: 'itineraryItems',
  },
  {
    method: 'POST',
    path: '/api/itinerary/{itineraryId}/creditCard',
    port: 'ItineraryGateway',
    operation: 'attachCreditCard',
  },
  {
    method: 'POST',
    path: '/api/itinerary/{itineraryId}/caseFeed',
    port: 'ItineraryGateway',
    operation: 'postToCaseFeed',
  },
  { method: 'GET', path: '/api/itinerary/{itineraryId}/folio', port: 'ItineraryGateway', operation: 'folio' },
  {
    method: 'GET',
    path: '/api/{ownerType}/{ownerId}/attachments',
    port: 'ItineraryGateway',
    operation: 'attachments',
  },
  {
    method: 'POST',
    path: '/api/itinerary/{itineraryId}/search-terms',
    port: 'ItineraryGateway',
    operation: 'saveSearchTerms',
  },
  {
    method: 'PUT',
    path: '/api/itinerary/{itineraryId}/item/{itemId}/fieldValues',
    port: 'ItineraryItemGateway',
    operation: 'updateItemFieldValues',
  },
  {
    method: 'PUT',
    path: '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/fieldValues',
    port: 'ListingItemGateway',
    operation: 'updateListingItemFieldValues',
  },
  {
    method: 'POST',
    path: '/api/itinerary/{itineraryId}/item/{itemId}/pricing',
    port: 'ItineraryItemGateway',
    operation: 'saveItemPricing',
  },
  {
    method: 'POST',
    path: '/api/itinerary/{itineraryId}/item/{itemId}/dates',
    port: 'ItineraryItemGateway',
    operation: 'changeItemDates',
  },
  {
    method: 'DELETE',
    path: '/api/itinerary/{itineraryId}/item/{itemId}',
    port: 'ItineraryItemGateway',
    operation: 'removeItem',
  },
  {
    method: 'POST',
    path: '/api/itinerary/{itineraryId}/service/{serviceId}',
    port: 'ItineraryItemGateway',
    operation: 'addService',
  },
  {
    method: 'POST',
    path: '/api/itinerary/{itineraryId}/items/{itemId}/redeemed-promos',
    port: 'ItineraryItemGateway',
    operation: 'redeemPromoCodes',
  },
  {
    method: 'POST',
    path: '/api/services/{serviceId}/request-price-next',
    port: 'ServiceBookingGateway',
    operation: 'requestServicePrice',
  },
  {
    method: 'POST',
    path: '/api/services/{serviceId}/reserve-service',
    port: 'ServiceBookingGateway',
    operation: 'reserveService',
  },
  {
    method: 'POST',
    path: '/api/services/{serviceId}/save-for-later-service',
    port: 'ServiceBookingGateway',
    operation: 'saveServiceForLater',
  },
  // Listings
  {
    method: 'GET',
    path: '/api/itinerary/{itineraryId}/listing-items',
    port: 'ListingItemGateway',
    operation: 'listingItems',
  },
  {
    method: 'DELETE',
    path: '/api/itinerary/{itineraryId}/listing-item/{listingItemId}',
    port: 'ListingItemGateway',
    operation: 'removeListingItem',
  },
  {
    method: 'PUT',
    path: '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/dates',
    port: 'ListingItemGateway',
    operation: 'changeListingItemDates',
  },
  {
    method: 'PUT',
    path: '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/pricing-estimate',
    port: 'ListingItemGateway',
    operation: 'saveListingPriceEstimate',
  },
  {
    method: 'PUT',
    path: '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/guests',
    port: 'ListingItemGateway',
    operation: 'changeListingGuests',
  },
  {
    method: 'PUT',
    path: '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/new-status',
    port: 'ListingItemGateway',
    operation: 'changeListingItemStatus',
  },
  {
    method: 'POST',
    path: '/api/listings/{listingId}/request-price-next',
    port: 'ListingBookingGateway',
    operation: 'requestListingPrice',
  },
  {
    method: 'POST',
    path: '/api/listings/{listingId}/reserve-listing',
    port: 'ListingBookingGateway',
    operation: 'reserveListing',
  },
  {
    method: 'GET',
    path: '/api/listing/{listingId}/instant-pricing',
    port: 'ListingGateway',
    operation: 'instantPricing',
  },
  {
    method: 'GET',
    path: '/api/guest-listing/{listingId}',
    port: 'ListingGateway',
    operation: 'guestListing',
  },
  {
    method: 'GET',
    path: '/api/listing/{listingId}/similar',
    port: 'ListingGateway',
    operation: 'similarListings',
  },
  { method: 'GET', path: '/api/listing/catalog', port: 'ListingCatalogGateway', operation: 'listingCatalog' },
  {
    method: 'GET',
    path: '/api/listings/destinations',
    port: 'ListingCatalogGateway',
    operation: 'destinations',
  },
  { method: 'GET', path: '/api/categories', port: 'ListingCatalogGateway', operation: 'categories' },
  { method: 'GET', path: '/api/listings/search', port: 'ListingCatalogGateway', operation: 'searchListings' },
  {
    method: 'GET',
    path: '/api/listings/search-count',
    port: 'ListingCatalogGateway',
    operation: 'countListings',
  },
  // Services and misc
  { method: 'POST', path: '/api/services/{serviceId}', port: 'ServiceGateway', operation: 'serviceDetail' },
  {
    method: 'GET',
    path: '/api/services/{serviceId}/availability-calendar',
    port: 'ServiceGateway',
    operation: 'availabilityCalendar',
  },
  {
    method: 'GET',
    path: '/api/services/{serviceId}/similar',
    port: 'ServiceGateway',
    operation: 'similarServices',
  },
  {
    method: 'GET',
    path: '/api/markets/{marketId}/services',
    port: 'ServiceGateway',
    operation: 'marketServices',
  },
  { method: 'GET', path: '/api/market/{marketId}', port: 'MarketGateway', operation: 'market' },
  {
    method: 'GET',
    path: '/api/published-partner/{partnerName}',
    port: 'MarketGateway',
    operation: 'publishedPartner',
  },
  { method: 'GET', path: '/api/countries', port: 'MarketGateway', operation: 'countries' },
  { method: 'GET', path: '/api/lead/{leadId}', port: 'LeadGateway', operation: 'lead' },
  {
    method: 'GET',
    path: '/api/itinerary/{itineraryId}/lead',
    port: 'LeadGateway',
    operation: 'itineraryLead',
  },
  { method: 'GET', path: '/api/my-roles', port: 'RoleGateway', operation: 'myRoles' },
  { method: 'GET', path: '/api/grocery-items', port: 'ServiceGateway', operation: 'groceryItems' },
  {
    method: 'POST',
    path: '/api/promo-codes/validation',
    port: 'PromoCodeGateway',
    operation: 'validatePromoCode',
  },
  {
    method: 'POST',
    path: '/api/itinerary/{itineraryId}/messages',
    port: 'MessageGateway',
    operation: 'sendItineraryMessage',
  },
  { method: 'POST', path: '/api/messages', port: 'MessageGateway', operation: 'sendMessage' },
  { method: 'PUT', path: '/api/user/{userId}/phone', port: 'UserGateway', operation: 'updatePhone' },
  { method: 'GET', path: '/api/userInterest/', port: 'InterestGateway', operation: 'userInterests' },
  { method: 'GET', path: '/api/billing/client-secret', port: 'PaymentGateway', operation: 'clientSecret' },
  { method: 'GET', path: '/api/user/{userId}/creditCards', port: 'PaymentGateway', operation: 'creditCards' },
  {
    method: 'POST',
    path: '/api/user/{userId}/creditCard',
    port: 'PaymentGateway',
    operation: 'addCreditCard',
  },
  {
    method: 'GET',
    path: '/api/creditCardToken/{token}',
    port: 'PaymentGateway',
    operation: 'cardTokenStatus',
  },
  {
    method: 'POST',
    path: '/api/creditCardToken/{token}',
    port: 'PaymentGateway',
    operation: 'addCardWithToken',
  },
] as const satisfies readonly RestCall[];

type Catalogued<P extends RestPortName> = Extract<
  (typeof REST_CALLS)[number],
  { readonly port: P }
>['operation'];
type Uncatalogued = {
  [P in RestPortName]: `${P}.${Exclude<keyof RestPorts[P] & string, Catalogued<P>>}`;
}[RestPortName];

/**
 * Compile-time proof of the other direction: an operation added to a REST port without its
 * row here makes this declaration fail to type-check, naming `Port.operation`.
 */
export const EVERY_OPERATION_CATALOGUED: [Uncatalogued] extends [never] ? true : Uncatalogued = true;

/** A call's identity with placeholder names erased: `GET /api/itinerary/{}/items`. */
export const restCallKey = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;

/** The catalogued call an operation makes. */
export const restCallOf = <P extends RestPortName>(
  port: P,
  operation: keyof RestPorts[P] & string,
): RestCall => {
  const call = REST_CALLS.find((entry) => entry.port === port && entry.operation === operation);
  if (call === undefined) throw new Error(`No REST call catalogued for ${port}.${operation}`);
  return call;
};

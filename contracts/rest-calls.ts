import type { BookingContextGateway } from '../src/core/booking/booking-context-gateway.port.js';
import type { ListingBookingGateway } from '../src/core/booking/listing-booking-gateway.port.js';
import type { ServiceBookingGateway } from '../src/core/booking/service-booking-gateway.port.js';
import type { ListingCatalogGateway } from '../src/core/catalog/listing-catalog-gateway.port.js';
import type { InterestGateway } from '../src/core/interest/interest-gateway.port.js';
import type { ItineraryGateway } from '../src/core/itinerary/itinerary-gateway.port.js';
import type { ItineraryItemGateway } from '../src/core/itinerary/itinerary-item-gateway.port.js';
import type { ListingItemGateway } from '../src/core/itinerary/listing-item-gateway.port.js';
import type { LeadGateway } from '../src/core/lead/lead-gateway.port.js';
import type { ListingGateway } from '../src/core/listing/listing-gateway.port.js';
import type { MarketGateway } from '../src/core/market/market-gateway.port.js';
import type { MessageGateway } from '../src/core/messaging/message-gateway.port.js';
import type { PaymentGateway } from '../src/core/payment/payment-gateway.port.js';
import type { PromoCodeGateway } from '../src/core/promo/promo-code-gateway.port.js';
import type { PromotionGateway } from '../src/core/promo/promotion-gateway.port.js';
import type { ServiceGateway } from '../src/core/service/service-gateway.port.js';
import type { PortalGateway } from '../src/core/session/portal-gateway.port.js';
import type { RoleGateway } from '../src/core/session/role-gateway.port.js';
import type { UserGateway } from '../src/core/session/user-gateway.port.js';

/**
 * The calls of docs/product/calls.md as a test oracle: each call, the port operation that
 * makes it. The ports speak the domain and never name a path; the adapters and their contract
 * tests do. Not here: the session backend (SessionGateway: current user, become, logout),
 * whose paths docs/product/calls.md#session-backend leaves open, the portal's account calls
 * (AccountGateway, docs/product/calls.md#calls-beyond-this-list), and the ports that are not
 * REST.
 */
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

/** Every operation of the REST ports, as `Port.operation`. */
export type PortOperation = {
  [P in keyof RestPorts]: `${P}.${keyof RestPorts[P] & string}`;
}[keyof RestPorts];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call: method, path template (named placeholders), and the operation that makes it. */
export type RestCall = readonly [method: HttpMethod, path: string, operation: PortOperation];

// biome-ignore format: one line per call, in the order of docs/product/calls.md
export const REST_CALLS = [
  // Auth and context
  ['POST', '/api/login/', 'PortalGateway.login'],
  ['POST', '/api/signup/', 'PortalGateway.signUp'],
  ['GET', '/api/is-auth/{role}', 'RoleGateway.checkRole'],
  ['POST', '/api/attach-booking-contexts', 'BookingContextGateway.attachBookingContexts'],
  ['PUT', '/api/item-booking-context', 'BookingContextGateway.saveBookingContext'],
  ['GET', '/api/my-booking-contexts', 'BookingContextGateway.myBookingContexts'],
  ['POST', '/api/item-booking-contexts', 'BookingContextGateway.bookingContextsByIds'],
  ['GET', '/api/promotional-messages/active', 'PromotionGateway.activePromotions'],
  // Itineraries
  ['GET', '/api/itinerary', 'ItineraryGateway.itineraries'],
  ['GET', '/api/guest-itinerary/{itineraryId}', 'ItineraryGateway.guestItinerary'],
  ['POST', '/api/itinerary', 'ItineraryGateway.createItinerary'],
  ['GET', '/api/itinerary/{itineraryId}/items', 'ItineraryGateway.itineraryItems'],
  ['POST', '/api/itinerary/{itineraryId}/creditCard', 'ItineraryGateway.attachCreditCard'],
  ['POST', '/api/itinerary/{itineraryId}/caseFeed', 'ItineraryGateway.postToCaseFeed'],
  ['GET', '/api/itinerary/{itineraryId}/folio', 'ItineraryGateway.folio'],
  ['GET', '/api/{ownerType}/{ownerId}/attachments', 'ItineraryGateway.attachments'],
  ['POST', '/api/itinerary/{itineraryId}/search-terms', 'ItineraryGateway.saveSearchTerms'],
  ['PUT', '/api/itinerary/{itineraryId}/item/{itemId}/fieldValues', 'ItineraryItemGateway.updateItemFieldValues'],
  ['PUT', '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/fieldValues', 'ListingItemGateway.updateListingItemFieldValues'],
  ['POST', '/api/itinerary/{itineraryId}/item/{itemId}/pricing', 'ItineraryItemGateway.saveItemPricing'],
  ['POST', '/api/itinerary/{itineraryId}/item/{itemId}/dates', 'ItineraryItemGateway.changeItemDates'],
  ['DELETE', '/api/itinerary/{itineraryId}/item/{itemId}', 'ItineraryItemGateway.removeItem'],
  ['POST', '/api/itinerary/{itineraryId}/service/{serviceId}', 'ItineraryItemGateway.addService'],
  ['POST', '/api/itinerary/{itineraryId}/items/{itemId}/redeemed-promos', 'ItineraryItemGateway.redeemPromoCodes'],
  ['POST', '/api/services/{serviceId}/request-price-next', 'ServiceBookingGateway.requestServicePrice'],
  ['POST', '/api/services/{serviceId}/reserve-service', 'ServiceBookingGateway.reserveService'],
  ['POST', '/api/services/{serviceId}/save-for-later-service', 'ServiceBookingGateway.saveServiceForLater'],
  // Listings
  ['GET', '/api/itinerary/{itineraryId}/listing-items', 'ListingItemGateway.listingItems'],
  ['DELETE', '/api/itinerary/{itineraryId}/listing-item/{listingItemId}', 'ListingItemGateway.removeListingItem'],
  ['PUT', '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/dates', 'ListingItemGateway.changeListingItemDates'],
  ['PUT', '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/pricing-estimate', 'ListingItemGateway.saveListingPriceEstimate'],
  ['PUT', '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/guests', 'ListingItemGateway.changeListingGuests'],
  ['PUT', '/api/itinerary/{itineraryId}/listing-item/{listingItemId}/new-status', 'ListingItemGateway.changeListingItemStatus'],
  ['POST', '/api/listings/{listingId}/request-price-next', 'ListingBookingGateway.requestHomePrice'],
  ['POST', '/api/listings/{listingId}/reserve-listing', 'ListingBookingGateway.reserveHome'],
  ['POST', '/api/listings/{listingId}/save-for-later-listing', 'ListingBookingGateway.saveHomeForLater'],
  ['GET', '/api/listing/{listingId}/instant-pricing', 'ListingGateway.instantPricing'],
  ['GET', '/api/guest-listing/{listingId}', 'ListingGateway.guestListing'],
  ['GET', '/api/listing/{listingId}/similar', 'ListingGateway.similarListings'],
  ['GET', '/api/listing/catalog', 'ListingCatalogGateway.listingCatalog'],
  ['GET', '/api/listings/destinations', 'ListingCatalogGateway.destinations'],
  ['GET', '/api/categories', 'ListingCatalogGateway.categories'],
  ['GET', '/api/listings/search', 'ListingCatalogGateway.searchListings'],
  ['GET', '/api/listings/search-count', 'ListingCatalogGateway.countListings'],
  // Services and misc
  ['POST', '/api/services/{serviceId}', 'ServiceGateway.serviceDetail'],
  ['GET', '/api/services/{serviceId}/availability-calendar', 'ServiceGateway.availabilityCalendar'],
  ['GET', '/api/services/{serviceId}/similar', 'ServiceGateway.similarServices'],
  ['GET', '/api/markets/{marketId}/services', 'ServiceGateway.marketServices'],
  ['GET', '/api/market/{marketId}', 'MarketGateway.market'],
  ['GET', '/api/published-partner/{partnerName}', 'MarketGateway.publishedPartner'],
  ['GET', '/api/countries', 'MarketGateway.countries'],
  ['GET', '/api/lead/{leadId}', 'LeadGateway.lead'],
  ['GET', '/api/itinerary/{itineraryId}/lead', 'LeadGateway.itineraryLead'],
  ['GET', '/api/my-roles', 'RoleGateway.myRoles'],
  ['GET', '/api/grocery-items', 'ServiceGateway.groceryItems'],
  ['POST', '/api/promo-codes/validation', 'PromoCodeGateway.validatePromoCode'],
  ['GET', '/api/itinerary/{itineraryId}/conversation', 'MessageGateway.conversation'],
  ['POST', '/api/itinerary/{itineraryId}/messages', 'MessageGateway.sendItineraryMessage'],
  ['POST', '/api/messages', 'MessageGateway.sendMessage'],
  ['PUT', '/api/user/{userId}/phone', 'UserGateway.updatePhone'],
  ['GET', '/api/userInterest/', 'InterestGateway.userInterests'],
  ['GET', '/api/billing/client-secret', 'PaymentGateway.clientSecret'],
  ['GET', '/api/user/{userId}/creditCards', 'PaymentGateway.creditCards'],
  ['POST', '/api/user/{userId}/creditCard', 'PaymentGateway.addCreditCard'],
  ['GET', '/api/creditCardToken/{token}', 'PaymentGateway.cardTokenStatus'],
  ['POST', '/api/creditCardToken/{token}', 'PaymentGateway.addCardWithToken'],
] as const satisfies readonly RestCall[];

type Listed = (typeof REST_CALLS)[number][2];

/** The operations listed more than once (walks the list; tail-recursive, so 65 rows are fine). */
type ListedTwice<
  Rows extends readonly RestCall[],
  Seen extends string = never,
  Twice extends string = never,
> = Rows extends readonly [infer Row extends RestCall, ...infer Rest extends readonly RestCall[]]
  ? ListedTwice<Rest, Seen | Row[2], Row[2] extends Seen ? Twice | Row[2] : Twice>
  : Twice;

type Unlisted = Exclude<PortOperation, Listed>;

/**
 * Compile-time proof that every operation of the REST ports is listed exactly once: an
 * operation added to a port without its row, or a row given twice, makes this declaration
 * fail to type-check, naming `Port.operation`.
 */
export const EVERY_OPERATION_LISTED_ONCE: [Unlisted | ListedTwice<typeof REST_CALLS>] extends [never]
  ? true
  : { readonly unlisted: Unlisted; readonly listedTwice: ListedTwice<typeof REST_CALLS> } = true;

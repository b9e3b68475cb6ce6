/**
 * The REST gateways that load on first use (composition-root.ts, createRestGateways):
 * one chunk for all of them, so a trip page pays one extra request, not one per gateway.
 */

export { RestBookingContextGateway } from './adapters/rest/rest-booking-context-gateway.js';
export { RestInterestGateway } from './adapters/rest/rest-interest-gateway.js';
export { RestItineraryGateway } from './adapters/rest/rest-itinerary-gateway.js';
export { RestItineraryItemGateway } from './adapters/rest/rest-itinerary-item-gateway.js';
export { RestListingBookingGateway } from './adapters/rest/rest-listing-booking-gateway.js';
export { RestListingGateway } from './adapters/rest/rest-listing-gateway.js';
export { RestListingItemGateway } from './adapters/rest/rest-listing-item-gateway.js';
export { RestMessageGateway } from './adapters/rest/rest-message-gateway.js';
export { RestPaymentGateway } from './adapters/rest/rest-payment-gateway.js';
export { RestPromoCodeGateway } from './adapters/rest/rest-promo-code-gateway.js';
export { RestPromotionGateway } from './adapters/rest/rest-promotion-gateway.js';
export { RestRoleGateway } from './adapters/rest/rest-role-gateway.js';
export { RestServiceBookingGateway } from './adapters/rest/rest-service-booking-gateway.js';
export { RestServiceGateway } from './adapters/rest/rest-service-gateway.js';
export { RestUserGateway } from './adapters/rest/rest-user-gateway.js';

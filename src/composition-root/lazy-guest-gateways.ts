import { ListingGateway } from '../core/listing/index.js';
import { PaymentGateway } from '../core/payment/index.js';
import { PromoCodeGateway, PromotionGateway } from '../core/promo/index.js';
import { ServiceGateway } from '../core/service/index.js';
import { RoleGateway, UserGateway } from '../core/session/index.js';
import { methodsOf, onFirstCall } from './lazy-ports.js';

/** A guest's roles, phone, cards and promotions, and a home's or a service's own page. */
export const GUEST_GATEWAYS = {
  roleGateway: onFirstCall(RoleGateway, methodsOf<RoleGateway>()('checkRole', 'myRoles'), (api) =>
    import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-role-gateway.js').then(
      (rest) => new rest.RestRoleGateway(api),
    ),
  ),
  userGateway: onFirstCall(UserGateway, methodsOf<UserGateway>()('updatePhone'), (api) =>
    import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-user-gateway.js').then(
      (rest) => new rest.RestUserGateway(api),
    ),
  ),
  promotionGateway: onFirstCall(PromotionGateway, methodsOf<PromotionGateway>()('activePromotions'), (api) =>
    import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-promotion-gateway.js').then(
      (rest) => new rest.RestPromotionGateway(api),
    ),
  ),
  promoCodeGateway: onFirstCall(PromoCodeGateway, methodsOf<PromoCodeGateway>()('validatePromoCode'), (api) =>
    import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-promo-code-gateway.js').then(
      (rest) => new rest.RestPromoCodeGateway(api),
    ),
  ),
  // A home's page calls this one alone (its stay's price): a chunk of its own spares that page
  // the other gateways' code (7.9 kB gzip for all of them).
  listingGateway: onFirstCall(
    ListingGateway,
    methodsOf<ListingGateway>()('guestListing', 'instantPricing', 'similarListings'),
    (api) =>
      import(/* webpackChunkName: "listing-gateway" */ '../adapters/rest/rest-listing-gateway.js').then(
        (rest) => new rest.RestListingGateway(api),
      ),
  ),
  serviceGateway: onFirstCall(
    ServiceGateway,
    methodsOf<ServiceGateway>()(
      'availabilityCalendar',
      'groceryItems',
      'marketServices',
      'serviceDetail',
      'similarServices',
    ),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-service-gateway.js').then(
        (rest) => new rest.RestServiceGateway(api),
      ),
  ),
  paymentGateway: onFirstCall(
    PaymentGateway,
    methodsOf<PaymentGateway>()(
      'addCardWithToken',
      'addCreditCard',
      'cardTokenStatus',
      'clientSecret',
      'creditCards',
    ),
    (api) =>
      import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-payment-gateway.js').then(
        (rest) => new rest.RestPaymentGateway(api),
      ),
  ),
};

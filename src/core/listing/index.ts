// The listing area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export {
  type BookingSetting,
  isInstantBooking,
  isIntegrationInstantBooking,
} from './booking-setting.rule.js';
export {
  GUEST_KINDS,
  GUEST_LIMITS,
  GUEST_MINIMUMS,
  type GuestCounts,
  type GuestKind,
} from './guest-limits.rule.js';
export { homeStayTerms, STAY_TERMS_ANCHOR } from './home-stay-terms.rule.js';
export { InstantPricing } from './instant-pricing.entity.js';
export { Listing, listingDestinationName, listingNightlyFrom } from './listing.entity.js';
export { ListingDetails } from './listing-details.entity.js';
export { type InstantPricingQuery, ListingGateway, type StayDates } from './listing-gateway.port.js';
export {
  type InstantPricingResult,
  type LoadInstantPricingDeps,
  loadInstantPricing,
} from './load-instant-pricing.use-case.js';
export type { PricingReliability } from './pricing-reliability.rule.js';
export { pricingReliabilityWords } from './pricing-reliability-words.rule.js';
export type { PricingSetting } from './pricing-setting.rule.js';
export { SimilarListing } from './similar-listing.entity.js';
export { type StayTotal, stayTotal } from './stay-total.use-case.js';

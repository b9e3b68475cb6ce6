// The pricing area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { Adjustment, adjustmentsInCents } from './adjustment.entity.js';
export { coordinationFee } from './coordination-fee.rule.js';
export { ItemPriceEntry } from './item-price-entry.entity.js';
export { ItemPricing } from './item-pricing.entity.js';
export {
  ADJUSTMENT_NAME,
  type ListingPriceBreakdown,
  listingPriceBreakdown,
  type PriceLine,
  promoLines,
  UNUSED_CREDIT_NAME,
} from './listing-price-breakdown.rule.js';
export { ListingPricing, type ListingPricingCents, listingPricingCents } from './listing-pricing.entity.js';
export { listingTotal } from './listing-total.rule.js';
export { plusCostLabel } from './plus-cost-label.rule.js';
export { pricingOptionsOf } from './price-entry-mapping.rule.js';
export { priceEntryTotal } from './price-entry-total.rule.js';
export { type PriceDisplay, priceDisplay } from './price-label.rule.js';
export { priceTotal } from './price-total.rule.js';
export { ServicePricingConfig } from './service-pricing-config.entity.js';
export {
  choiceOf,
  type PriceChoice,
  priceChoices,
  type ServiceQuote,
  serviceQuote,
} from './service-quote.rule.js';
export { stayNights } from './stay-nights.rule.js';

import type { PricingReliability } from './pricing-reliability.rule.js';

/**
 * What a guest is told about a price, by its reliability (docs/product/entities.md#instant-pricing).
 * The host's reliability follows the home's pricing setting
 * (docs/host/decisions.md#homes-availability-and-prices): exact prices come live from the
 * home's own booking system, expected ones from cached rates that may have moved since, and
 * estimated ones from the home's average rate. Cached and average prices go with homes the
 * concierge confirms or quotes (docs/host/decisions.md#homes-by-booking-setting), hence the
 * concierge in their words.
 */
export const PRICING_RELIABILITY_WORDS: Readonly<Record<Exclude<PricingReliability, 'unknown'>, string>> = {
  exact: "Exact price from the home's booking system",
  expected: 'Expected price: it may change slightly before the concierge confirms',
  estimated: 'Estimated from average rates: the concierge confirms the final price',
};

/**
 * The words for a price's reliability, or null for 'unknown': pricing failed, so there is no
 * price to qualify (the guest is offered a price request instead).
 */
export const pricingReliabilityWords = (reliability: PricingReliability): string | null =>
  reliability === 'unknown' ? null : PRICING_RELIABILITY_WORDS[reliability];

/**
 * How far an instant price can be trusted, weakest first
 * (docs/product/entities.md#instant-pricing). 'unknown' means it failed.
 */
export const PRICING_RELIABILITY_ORDER = ['unknown', 'estimated', 'expected', 'exact'] as const;

export type PricingReliability = (typeof PRICING_RELIABILITY_ORDER)[number];

export const reliabilityRank = (reliability: PricingReliability): number =>
  PRICING_RELIABILITY_ORDER.indexOf(reliability);

/** For sorting: negative when `a` is less reliable than `b`. */
export const compareReliability = (a: PricingReliability, b: PricingReliability): number =>
  reliabilityRank(a) - reliabilityRank(b);

/** Whether a price is at least as reliable as a screen needs (e.g. 'exact' to book at once). */
export const isAtLeastAsReliable = (reliability: PricingReliability, needed: PricingReliability): boolean =>
  compareReliability(reliability, needed) >= 0;

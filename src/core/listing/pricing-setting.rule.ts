import { isOneOf } from '../shared/index.js';

/** How a home is priced, exactly as the REST host spells it (docs/product/entities.md#pricing-settings). */
export const PRICING_SETTINGS = [
  'Streamline Instant Pricing',
  'Escapia Instant Pricing',
  'Cached Pricing',
  'Average Price',
  'Track Instant Pricing',
  'Expedia Instant Pricing',
] as const;

export type PricingSetting = (typeof PRICING_SETTINGS)[number];

/**
 * Settings that give a price for the guest's own dates
 * (docs/product/validation.md#booking-setting-groups). 'Average Price' is only a typical
 * nightly rate, so it does not count.
 */
export const INSTANT_PRICING_SETTINGS: readonly PricingSetting[] = PRICING_SETTINGS.filter(
  (setting) => setting !== 'Average Price',
);

// Settings arrive as free strings from the host; an unknown or missing one is not instant.
export const isInstantPricing: (setting: string | null | undefined) => boolean =
  isOneOf(INSTANT_PRICING_SETTINGS);

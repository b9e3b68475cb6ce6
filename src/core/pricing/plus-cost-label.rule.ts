import { isFlatRate, type RateConfig } from './flat-rate.rule.js';

export interface PlusCostInput {
  readonly itemPrices: readonly unknown[];
  readonly pricingOptions: readonly unknown[];
  readonly config: RateConfig & { readonly plusCostLabel?: string | null };
}

/**
 * The plus-cost label ('+ gratuity' and the like) applies only with exactly one item price,
 * one pricing option and a flat-rate config
 * (docs/product/validation.md#service-pricing-and-fields): with several, it is unclear which
 * price the extra cost belongs to.
 */
export const appliesPlusCostLabel = (input: PlusCostInput): boolean =>
  input.itemPrices.length === 1 && input.pricingOptions.length === 1 && isFlatRate(input.config);

/** The label to show, or undefined when it does not apply or the config has none. */
export const plusCostLabel = (input: PlusCostInput): string | undefined =>
  appliesPlusCostLabel(input) && input.config.plusCostLabel ? input.config.plusCostLabel : undefined;

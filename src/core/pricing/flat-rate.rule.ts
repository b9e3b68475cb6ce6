/** The parts of a pricing config that tell a flat rate from a per-unit one. */
export interface RateConfig {
  readonly fixedRate?: number | null;
  readonly rate?: number | null;
  readonly rateBasis?: string | null;
}

/**
 * A flat rate has a fixed rate, no rate and no rate basis
 * (docs/product/validation.md#service-pricing-and-fields). "Has" means the host sent a value,
 * as in pricing-config.entity.ts: a fixed rate of 0 is a free flat rate, and a rate of 0 is
 * still a per-unit rate.
 */
export const isFlatRate = (config: RateConfig): boolean =>
  config.fixedRate != null && config.rate == null && config.rateBasis == null;

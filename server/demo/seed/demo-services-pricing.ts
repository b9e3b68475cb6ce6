/**
 * Pricing configs of the demo services, in the shape the app decodes
 * (src/core/pricing/service-pricing-config.entity.ts): a service lists headers (pricing
 * configs), each with configuration[0].pricingOptions[].configs. Amounts are dollars.
 */
export type RateBasis = 'hour' | 'day' | 'person';

/** How one option is charged: a flat (fixed) rate, a rate per basis, or a fixed base plus a rate. */
export interface DemoRate {
  fixedRate?: number;
  rate?: number;
  rateBasis?: RateBasis;
  plusCostLabel?: string;
}

export interface DemoOption {
  name: string;
  price: DemoRate;
}

export interface DemoPricing {
  /** Header name (e.g. "Dinner"); each header may offer several options. */
  header: string;
  options: readonly DemoOption[];
  extraFee?: { amount: number; label: string };
}

const rateProps = (price: DemoRate) => ({
  fixedRate: price.fixedRate ?? null,
  rate: price.rate ?? null,
  rateBasis: price.rateBasis ?? null,
  plusCostLabel: price.plusCostLabel ?? null,
});

/** The price ids of a demo service: header, option and config, readable and stable. */
export const demoPriceIds = (serviceKey: string, option = 1) => ({
  pricingHeaderId: `ph-${serviceKey}`,
  pricingOptionId: `po-${serviceKey}-${option}`,
  pricingConfigId: `pc-${serviceKey}-${option}`,
});

/** A service pricing config with one header; the header repeats its first option's rate as a summary. */
export const servicePricingConfig = (serviceKey: string, pricing: DemoPricing) => {
  const first = pricing.options[0];
  if (!first) throw new Error(`${serviceKey}: a pricing needs an option`);
  return {
    extraFee: pricing.extraFee?.amount ?? null,
    extraFeeLabel: pricing.extraFee?.label ?? null,
    configuration: [
      {
        objectId: demoPriceIds(serviceKey).pricingHeaderId,
        name: pricing.header,
        ...rateProps(first.price),
        configuration: [
          {
            pricingOptions: pricing.options.map((option, index) => {
              const ids = demoPriceIds(serviceKey, index + 1);
              return {
                objectId: ids.pricingOptionId,
                name: option.name,
                configs: [{ objectId: ids.pricingConfigId, ...rateProps(option.price) }],
              };
            }),
          },
        ],
      },
    ],
  };
};

/**
 * startingFrom (docs/product/entities.md#itinerary-item): the cheapest option for one unit
 * (one hour, day or person).
 */
export const startingFrom = (pricing: DemoPricing): number =>
  Math.min(...pricing.options.map(({ price }) => (price.fixedRate ?? 0) + (price.rate ?? 0)));

/** Prices differ a little by market (a private chef costs more in ski country). */
export const scaledPrice = (price: DemoRate, factor: number): DemoRate => {
  const round = (amount: number | undefined) =>
    amount === undefined ? undefined : Math.round((amount * factor) / 5) * 5;
  return { ...price, fixedRate: round(price.fixedRate), rate: round(price.rate) } as DemoRate;
};

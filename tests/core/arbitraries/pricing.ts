import fc from 'fast-check';
import type { Adjustment } from '../../../src/core/pricing/adjustment.entity.js';
import type { ItemPriceEntry } from '../../../src/core/pricing/item-price-entry.entity.js';
import type { ItemPricing } from '../../../src/core/pricing/item-pricing.entity.js';
import type { PricingConfig } from '../../../src/core/pricing/pricing-config.entity.js';
import { RATE_BASES } from '../../../src/core/pricing/rate-basis-label.rule.js';
import type { ServicePricingConfig } from '../../../src/core/pricing/service-pricing-config.entity.js';
import { dollars, few, id, orNull, struct, text } from './primitives.js';

const rate = {
  fixedRate: orNull(dollars),
  rate: orNull(dollars),
  rateBasis: orNull(fc.constantFrom(...RATE_BASES)),
  plusCostLabel: orNull(text),
};

const pricingOption = struct(
  { objectId: id, configs: few(struct({ objectId: id }, rate)) },
  { name: orNull(text) },
);

export const pricingConfig: fc.Arbitrary<PricingConfig> = struct(
  { objectId: id, configuration: few(fc.record({ pricingOptions: few(pricingOption) })) },
  { name: orNull(text), ...rate },
);

export const servicePricingConfig: fc.Arbitrary<ServicePricingConfig> = struct(
  { configuration: few(pricingConfig) },
  { extraFee: orNull(dollars), extraFeeLabel: orNull(text) },
);

export const itemPriceEntry: fc.Arbitrary<ItemPriceEntry> = struct(
  { pricingHeaderId: id, pricingOptionId: id, pricingConfigId: id },
  { quantity: orNull(fc.nat({ max: 50 })), total: orNull(dollars) },
);

export const adjustment: fc.Arbitrary<Adjustment> = struct(
  { adjustmentAmount: dollars },
  { adjustmentReason: orNull(text) },
);

export const itemPricing: fc.Arbitrary<ItemPricing> = struct(
  { itemPrice: few(itemPriceEntry), adjustments: few(adjustment) },
  { itemId: orNull(id), itemTotal: orNull(dollars) },
);

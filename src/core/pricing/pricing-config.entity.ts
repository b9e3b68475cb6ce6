import * as t from 'io-ts';
import { Dollars, nullable, oneOf, struct, withDefault } from '../shared/index.js';
import { RATE_BASES } from './rate-basis-label.rule.js';

/** What a rate is charged per (docs/product/entities.md#pricing), as listed in rate-basis-label.rule.ts. */
export const RateBasis = oneOf(RATE_BASES);
export type RateBasis = t.TypeOf<typeof RateBasis>;

// The price fields shared by a pricing config and the configs of its options: a fixed rate, a
// rate per basis, or both, and the label of a cost on top (the 'plus' cost of
// docs/product/constants.md#price-totals).
const rateProps = {
  fixedRate: nullable(Dollars),
  rate: nullable(Dollars),
  rateBasis: nullable(RateBasis),
  plusCostLabel: nullable(t.string),
};

/** One priced config of an option; its objectId is an item price's pricingConfigId. */
export const OptionConfig = struct('OptionConfig', { objectId: t.string }, rateProps);
export type OptionConfig = t.TypeOf<typeof OptionConfig>;

/** A choice the guest makes (e.g. "Half day"); its objectId is a pricingOptionId. */
export const PricingOption = struct(
  'PricingOption',
  { objectId: t.string, configs: withDefault(t.array(OptionConfig), () => []) },
  { name: nullable(t.string) },
);
export type PricingOption = t.TypeOf<typeof PricingOption>;

export const PricingOptionSet = struct('PricingOptionSet', {
  pricingOptions: withDefault(t.array(PricingOption), () => []),
});
export type PricingOptionSet = t.TypeOf<typeof PricingOptionSet>;

/**
 * A pricing config (docs/product/entities.md#pricing): objectId (an item price's
 * pricingHeaderId), its rate fields, and configuration[0].pricingOptions[].configs. Only the
 * first configuration counts (pricingOptionsOf in price-entry-mapping.rule.ts); the list is
 * kept whole as the host sends it.
 */
export const PricingConfig = struct(
  'PricingConfig',
  { objectId: t.string, configuration: withDefault(t.array(PricingOptionSet), () => []) },
  { name: nullable(t.string), ...rateProps },
);
export type PricingConfig = t.TypeOf<typeof PricingConfig>;

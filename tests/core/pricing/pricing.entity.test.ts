import { describe, expect, it } from 'vitest';
import { ItemPriceEntry } from '../../../src/core/pricing/item-price-entry.entity.js';
import { ItemPricing } from '../../../src/core/pricing/item-pricing.entity.js';
import { isPriceEntryMapped, pricingOptionsOf } from '../../../src/core/pricing/price-entry-mapping.rule.js';
import {
  PricingConfig,
  PricingOption,
  PricingOptionSet,
} from '../../../src/core/pricing/pricing-config.entity.js';
import { RATE_BASES } from '../../../src/core/pricing/rate-basis-label.rule.js';
import { ServicePricingConfig } from '../../../src/core/pricing/service-pricing-config.entity.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';
import { itemPricing, pricingConfig, servicePricingConfig } from '../arbitraries/pricing.js';
import { servicePricingConfigSample } from '../arbitraries/samples.js';

const chefConfig = servicePricingConfigSample.configuration[0];

describe('Pricing config', () => {
  it('Pricing config: objectId, fixedRate, rate, rateBasis, plusCostLabel, configuration[0].pricingOptions[].configs', () => {
    const config = decoded(PricingConfig, chefConfig);
    expect([config.objectId, config.rate, config.rateBasis]).toEqual(['pcf_chef', 150, 'hour']);
    expect(pricingOptionsOf(config).map((option) => option.configs.map((c) => c.objectId))).toEqual([
      ['cfg_hourly'],
      ['cfg_flat'],
    ]);
    expect(pricingOptionsOf(config)[1]?.configs[0]?.plusCostLabel).toBe('groceries');
  });

  it('Pricing config: objectId suffices; no configuration means no options', () => {
    const config = decoded(PricingConfig, { objectId: 'cfg' });
    expect(config).toEqual({ objectId: 'cfg', configuration: [] });
    expect(pricingOptionsOf(config)).toEqual([]);
  });

  it('Pricing config: an option without configs, and a configuration without options, read as empty lists', () => {
    expect(decoded(PricingOption, { objectId: 'o' })).toEqual({ objectId: 'o', configs: [] });
    expect(decoded(PricingOptionSet, { pricingOptions: null })).toEqual({ pricingOptions: [] });
    expect(pricingOptionsOf(decoded(PricingConfig, { objectId: 'cfg', configuration: [{}] }))).toEqual([]);
  });

  it('Pricing config: rateBasis is one of hour, day, person', () => {
    for (const basis of RATE_BASES)
      expect(decoded(PricingConfig, { objectId: 'cfg', rateBasis: basis }).rateBasis).toBe(basis);
    expectRejectedAt(PricingConfig, { objectId: 'cfg', rateBasis: 'night' }, 'rateBasis');
  });

  it('Pricing config: a bad option config is named through configuration.0.pricingOptions', () => {
    expectRejectedAt(
      PricingConfig,
      {
        objectId: 'cfg',
        configuration: [
          { pricingOptions: [{ objectId: 'o', configs: [{ objectId: 'c', fixedRate: '900' }] }] },
        ],
      },
      'configuration.0.pricingOptions.0.configs.0.fixedRate',
    );
  });

  it('Pricing config: random JSON never throws, valid configs round-trip', () => {
    expectNeverThrows(PricingConfig, pricingConfig);
    expectRoundTrip(PricingConfig, pricingConfig);
  });
});

describe('Service pricing config', () => {
  it('Service pricing config: extraFee, extraFeeLabel, configuration decode', () => {
    const config = decoded(ServicePricingConfig, servicePricingConfigSample);
    expect([config.extraFee, config.extraFeeLabel]).toEqual([50, 'Travel fee']);
    expect(config.configuration.map((header) => header.objectId)).toEqual(['pcf_chef']);
  });

  it('Service pricing config: an empty config has no pricing configs', () => {
    expect(decoded(ServicePricingConfig, {})).toEqual({ configuration: [] });
  });

  it('Service pricing config: an extra fee sent as text is refused at extraFee', () => {
    expectRejectedAt(ServicePricingConfig, { extraFee: '$50' }, 'extraFee');
  });

  it('price mapping reads the decoded config: header, option and config ids line up', () => {
    const config = decoded(ServicePricingConfig, servicePricingConfigSample);
    const entry = { pricingHeaderId: 'pcf_chef', pricingOptionId: 'opt_dinner', pricingConfigId: 'cfg_flat' };
    expect(isPriceEntryMapped(entry, config.configuration)).toBe(true);
    expect(isPriceEntryMapped({ ...entry, pricingOptionId: 'opt_half_day' }, config.configuration)).toBe(
      false,
    );
  });

  it('Service pricing config: random JSON never throws, valid configs round-trip', () => {
    expectNeverThrows(ServicePricingConfig, servicePricingConfig);
    expectRoundTrip(ServicePricingConfig, servicePricingConfig);
  });
});

describe('Item price entries and item pricing', () => {
  const entry = { pricingHeaderId: 'h', pricingOptionId: 'o', pricingConfigId: 'c', quantity: 3, total: 450 };

  it('itemPrice entries hold pricingHeaderId, pricingOptionId, pricingConfigId', () => {
    expect(decoded(ItemPriceEntry, entry)).toEqual(entry);
    const bare = { pricingHeaderId: 'h', pricingOptionId: 'o', pricingConfigId: 'c' };
    expect(decoded(ItemPriceEntry, bare)).toEqual(bare);
  });

  it('itemPrice entries: a missing pricingOptionId is refused', () => {
    expectRejectedAt(ItemPriceEntry, { pricingHeaderId: 'h', pricingConfigId: 'c' }, 'pricingOptionId');
  });

  it('Item pricing: itemId, itemTotal, itemPrice, adjustments decode; empty lists by default', () => {
    const pricing = {
      itemId: 'itm',
      itemTotal: 425,
      itemPrice: [entry],
      adjustments: [{ adjustmentAmount: -25 }],
    };
    expect(decoded(ItemPricing, pricing)).toEqual(pricing);
    expect(decoded(ItemPricing, {})).toEqual({ itemPrice: [], adjustments: [] });
  });

  it('Item pricing: a bad adjustment is named at adjustments.0.adjustmentAmount', () => {
    expectRejectedAt(
      ItemPricing,
      { adjustments: [{ adjustmentAmount: null }] },
      'adjustments.0.adjustmentAmount',
    );
  });

  it('Item pricing: random JSON never throws, valid pricing round-trips', () => {
    expectNeverThrows(ItemPricing, itemPricing);
    expectRoundTrip(ItemPricing, itemPricing);
  });
});

import { describe, expect, it } from 'vitest';
import { priceEntryTotal } from '../../../src/core/pricing/price-entry-total.rule.js';
import type { ServicePricingConfig } from '../../../src/core/pricing/service-pricing-config.entity.js';
import { priceChoices, serviceQuote } from '../../../src/core/pricing/service-quote.rule.js';

const header = (
  id: string,
  options: { id: string; rates: object }[],
  extra: object = {},
): ServicePricingConfig => ({
  ...extra,
  configuration: [
    {
      objectId: `ph-${id}`,
      name: id,
      configuration: [
        {
          pricingOptions: options.map((option) => ({
            objectId: `po-${option.id}`,
            name: option.id,
            configs: [{ objectId: `pc-${option.id}`, ...option.rates }],
          })),
        },
      ],
    },
  ],
});
const choice = (id: string, option: string) => ({
  pricingHeaderId: `ph-${id}`,
  pricingOptionId: `po-${option}`,
  pricingConfigId: `pc-${option}`,
});

const yacht = header('yacht', [{ id: 'hour', rates: { rate: 517.5, rateBasis: 'hour' } }], {
  extraFee: 250,
  extraFeeLabel: 'Fuel surcharge',
});
const chef = header('chef', [
  { id: 'dinner', rates: { fixedRate: 950, plusCostLabel: '+ cost of groceries' } },
]);
const cruise = header('cruise', [
  { id: 'shared', rates: { rate: 95, rateBasis: 'person' } },
  { id: 'private', rates: { fixedRate: 1200, plusCostLabel: '+ gratuity' } },
]);
const tour = header('tour', [{ id: 'group', rates: { fixedRate: 150, rate: 60, rateBasis: 'person' } }]);

const quote = (
  pricing: ServicePricingConfig,
  picked: ReturnType<typeof choice>,
  quantity: number | null,
  extra = {},
) => serviceQuote({ pricing, choice: picked, quantity, promos: [], coordinationFeePercent: null, ...extra });

describe('a service booking’s price before the guest commits (service-quote.rule)', () => {
  it('charges a rate per hour times the hours, in whole cents, with the extra fee beside the total', () => {
    expect(quote(yacht, choice('yacht', 'hour'), 3)).toMatchObject({
      subtotal: 155_250,
      total: 155_250,
      entry: { quantity: 3, total: 1552.5 },
      extraFee: { amount: 25_000, label: 'Fuel surcharge' },
    });
  });

  it('needs a quantity of at least 1 for a rate per unit', () => {
    expect(quote(yacht, choice('yacht', 'hour'), 0)).toBeNull();
    expect(priceEntryTotal(yacht.configuration, { ...choice('yacht', 'hour'), quantity: null })).toEqual({
      ok: false,
      reason: 'quantity',
      rateBasis: 'hour',
    });
  });

  it('adds a fixed base to a rate per person', () => {
    expect(quote(tour, choice('tour', 'group'), 4)?.total).toBe(39_000);
  });

  it('shows the plus-cost label of a flat rate with one option, and leaves out the coordination fee', () => {
    const dinner = quote(chef, choice('chef', 'dinner'), null, { coordinationFeePercent: 10 });
    expect(dinner).toMatchObject({ plusCost: '+ cost of groceries', coordinationFee: null, total: 95_000 });
  });

  it('drops the plus-cost label when the service offers several options, and adds the coordination fee', () => {
    const boat = quote(cruise, choice('cruise', 'private'), null, { coordinationFeePercent: 10 });
    expect(boat).toMatchObject({ plusCost: null, coordinationFee: 12_000, total: 132_000 });
  });

  it('takes promo discounts off the subtotal before the fee', () => {
    const boat = quote(cruise, choice('cruise', 'shared'), 2, {
      promos: [{ kind: 'percent', percent: 10 }],
      coordinationFeePercent: 10,
    });
    expect(boat).toMatchObject({ subtotal: 19_000, discount: 1_900, coordinationFee: 1_900, total: 19_000 });
  });

  it('refuses a choice the service does not offer', () => {
    expect(quote(cruise, choice('cruise', 'gone'), 1)).toBeNull();
  });

  it('lists each option with its quantity label and whether it is a flat rate', () => {
    expect(priceChoices(cruise).map((each) => [each.option, each.quantityLabel, each.flatRate])).toEqual([
      ['shared', 'Number of people', false],
      ['private', null, true],
    ]);
  });
});

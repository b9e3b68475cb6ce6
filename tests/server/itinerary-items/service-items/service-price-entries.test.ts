import { describe, expect, it } from 'vitest';
import { priceEntries } from '../../../../server/itinerary-items/service-items/service-price-entries.js';

/** A chef at $145 per person on top of a $50 flat fee: one header, one option, one config. */
const pricingConfig = {
  configuration: [
    {
      objectId: 'hdr',
      configuration: [
        {
          pricingOptions: [
            {
              objectId: 'opt',
              configs: [{ objectId: 'cfg', fixedRate: 50, rate: 145, rateBasis: 'person' }],
            },
          ],
        },
      ],
    },
  ],
};
const line = (quantity: unknown) => ({
  pricingHeaderId: 'hdr',
  pricingOptionId: 'opt',
  pricingConfigId: 'cfg',
  quantity: quantity as number,
});

describe("the host prices a service's lines itself (priceEntries)", () => {
  it('charges the flat fee plus the rate for each person', () => {
    expect(priceEntries(pricingConfig, [line(4)])).toEqual([{ ...line(4), total: 630 }]);
  });

  // A stored booking context reaches here without a request schema: its quantity is checked here too.
  it.each([
    ['the string "Infinity"', 'Infinity'],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['NaN', Number.NaN],
    ['a number past the limit', 10_001],
    ['a negative number', -3],
  ])('refuses %s as a quantity with a 400, never a $0 or endless total', (_name, quantity) => {
    expect(() => priceEntries(pricingConfig, [line(quantity)])).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: 'pricing.0.quantity must be a number from 0 to 10000',
      }),
    );
  });
});

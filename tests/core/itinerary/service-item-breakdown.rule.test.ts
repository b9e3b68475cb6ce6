import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import { serviceItemBreakdown } from '../../../src/core/itinerary/service-item-breakdown.rule.js';

const item = (wire: Record<string, unknown>) => {
  const decoded = ItineraryItem.decode({ id: 'i1', status: 'quoted', ...wire });
  if (E.isLeft(decoded)) throw new Error('does not decode');
  return decoded.right;
};

const guide = {
  configuration: [
    {
      objectId: 'h',
      configuration: [
        {
          pricingOptions: [
            { objectId: 'o', name: 'Half day', configs: [{ objectId: 'c', rate: 100, rateBasis: 'person' }] },
          ],
        },
      ],
    },
  ],
};

describe('a service item, line by line', () => {
  it('names the option chosen, the adjustments, each code and the coordination fee; they add up', () => {
    const breakdown = serviceItemBreakdown(
      item({
        coordinationFee: 10,
        servicePricingConfig: guide,
        pricing: {
          itemTotal: 400,
          itemPrice: [
            { pricingHeaderId: 'h', pricingOptionId: 'o', pricingConfigId: 'c', quantity: 4, total: 400 },
          ],
          adjustments: [{ adjustmentAmount: -25.5, adjustmentReason: 'Loyal guest' }],
        },
        promoCodes: [{ objectId: 'p', name: 'SNOW10', kind: 'percent', amount: 10 }],
      }),
    );
    expect(breakdown?.lines.map((line) => [line.name, line.amount])).toEqual([
      ['Half day × 4', 40000],
      ['Loyal guest', -2550],
      ['Promo code SNOW10', -3745],
      ['Coordination fee', 4000],
    ]);
    expect(breakdown?.total).toBe(40000 - 2550 - 3745 + 4000);
  });

  it("the host's item total stands alone when the entries do not add up to it", () => {
    const breakdown = serviceItemBreakdown(
      item({ pricing: { itemTotal: 250, itemPrice: [], adjustments: [] } }),
    );
    expect(breakdown?.lines).toEqual([{ kind: 'base-rate', name: 'Service price', amount: 25000 }]);
  });

  it('nothing before the item has a price', () => {
    expect(serviceItemBreakdown(item({}))).toBeNull();
  });
});

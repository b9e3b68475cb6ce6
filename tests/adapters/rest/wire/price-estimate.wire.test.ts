import { describe, expect, it } from 'vitest';
import { PriceEstimateResponse } from '../../../../src/adapters/rest/wire/price-estimate.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

describe('PUT .../pricing-estimate -> estimatedItemPricing', () => {
  it('the stored estimate decodes', () => {
    const answer = decoded(PriceEstimateResponse, {
      estimatedItemPricing: {
        totalBaseRate: 8400,
        pricingFees: [{ name: 'Cleaning', amount: 450 }],
        taxes: 1032.75,
        securityDeposit: 1500,
      },
    });
    expect(answer.estimatedItemPricing.taxes).toBe(1032.75);
  });

  it('pricing-estimate: a missing estimate is refused at estimatedItemPricing; a bad fee at its amount', () => {
    expectRejectedAt(PriceEstimateResponse, {}, 'estimatedItemPricing');
    expectRejectedAt(
      PriceEstimateResponse,
      { estimatedItemPricing: { pricingFees: [{ amount: 'free' }] } },
      'estimatedItemPricing.pricingFees.0.amount',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { InstantPricing } from '../../../src/core/listing/instant-pricing.entity.js';
import { instantPricingFailure } from '../../../src/core/listing/instant-pricing-failure.rule.js';
import { Adjustment, adjustmentsInCents } from '../../../src/core/pricing/adjustment.entity.js';
import { ListingPricing, listingPricingCents } from '../../../src/core/pricing/listing-pricing.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('Listing pricing', () => {
  const quote = {
    totalBaseRate: 8400,
    pricingFees: [{ name: 'Cleaning', amount: 450 }, { amount: 99.99 }],
    taxes: 1032.75,
    securityDeposit: 1500,
  };

  it('Listing pricing: totalBaseRate, pricingFees[].amount, taxes, securityDeposit decode', () => {
    expect(decoded(ListingPricing, quote)).toEqual(quote);
  });

  it('Listing pricing: an empty quote has no fees', () => {
    expect(decoded(ListingPricing, {})).toEqual({ pricingFees: [] });
  });

  it('Listing pricing: a fee without amount is refused at pricingFees.1.amount', () => {
    expectRejectedAt(
      ListingPricing,
      { pricingFees: [{ amount: 1 }, { name: 'Pet fee' }] },
      'pricingFees.1.amount',
    );
  });

  it('money is integer cents inside: the quote converts part by part', () => {
    expect(listingPricingCents(decoded(ListingPricing, quote))).toEqual({
      totalBaseRate: 840000,
      fees: [45000, 9999],
      taxes: 103275,
      securityDeposit: 150000,
    });
  });
});

describe('Adjustment', () => {
  it('Adjustment: adjustmentAmount and adjustmentReason decode', () => {
    expect(decoded(Adjustment, { adjustmentAmount: -25, adjustmentReason: 'Loyalty' })).toEqual({
      adjustmentAmount: -25,
      adjustmentReason: 'Loyalty',
    });
  });

  it('Adjustment: the reason is optional', () => {
    expect(decoded(Adjustment, { adjustmentAmount: 10 })).toEqual({ adjustmentAmount: 10 });
  });

  it('Adjustment: an amount sent as text is refused at adjustmentAmount', () => {
    expectRejectedAt(Adjustment, { adjustmentAmount: '10' }, 'adjustmentAmount');
  });

  it('totals add adjustments: each converted to cents for the total rules', () => {
    expect(adjustmentsInCents([{ adjustmentAmount: 10.1 }, { adjustmentAmount: -0.2 }])).toEqual([1010, -20]);
    expect(adjustmentsInCents(undefined)).toEqual([]);
  });
});

describe('Instant pricing', () => {
  it('Instant pricing: averageBaseRateDescription, reliability, errorMessage decode', () => {
    const pricing = {
      averageBaseRateDescription: '$1,200 / night',
      reliability: 'exact',
      errorMessage: null,
    };
    expect(decoded(InstantPricing, pricing)).toEqual(pricing);
  });

  it('Instant pricing: reliability alone suffices', () => {
    expect(decoded(InstantPricing, { reliability: 'estimated' })).toEqual({ reliability: 'estimated' });
  });

  it('Instant pricing: reliability is required', () => {
    expectRejectedAt(InstantPricing, { averageBaseRateDescription: '$1' }, 'reliability');
  });

  it('Instant pricing: reliability is one of unknown, estimated, expected, exact', () => {
    for (const reliability of ['unknown', 'estimated', 'expected', 'exact']) {
      expect(decoded(InstantPricing, { reliability }).reliability).toBe(reliability);
    }
    expectRejectedAt(InstantPricing, { reliability: 'Exact' }, 'reliability');
  });

  it('instant pricing failure: what the failure rule builds decodes as an instant pricing', () => {
    expect(
      decoded(InstantPricing, instantPricingFailure({ kind: 'rejected', hostMessage: 'Too short a stay' })),
    ).toMatchObject({
      reliability: 'unknown',
      averageBaseRateDescription: '',
      errorMessage: 'Too short a stay',
    });
  });
});

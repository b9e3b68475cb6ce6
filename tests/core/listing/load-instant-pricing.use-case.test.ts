import { describe, expect, it } from 'vitest';
import type { InstantPricing } from '../../../src/core/listing/instant-pricing.entity.js';
import { loadInstantPricing } from '../../../src/core/listing/load-instant-pricing.use-case.js';
import { stayTotal } from '../../../src/core/listing/stay-total.use-case.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';
import { cents } from '../../../src/core/shared/money.js';
import { http, left, right } from '../use-case-support.js';

const query = {
  startDate: '2026-02-07',
  endDate: '2026-02-14',
  adultCount: 2,
  childCount: 0,
  infantCount: 0,
  petCount: 0,
};
const unknownPrice = { reliability: 'unknown', averageBaseRateDescription: '' };
const failing = (error: AppError) => ({ listings: { instantPricing: () => left<InstantPricing>(error) } });
const answering = (pricing: InstantPricing) => ({ listings: { instantPricing: () => right(pricing) } });

describe('a failed instant price is read once, in the core', () => {
  it('an HTTP failure is a price of unknown reliability, instantPriceFailed, with no error to report', async () => {
    expect(await loadInstantPricing(failing(http(500, 'Integration down')), 'lst_1', query)).toEqual({
      instantPricing: unknownPrice,
      instantPriceFailed: true,
    });
    const refused = await loadInstantPricing(failing(http(400, 'Minimum stay is 3 nights')), 'lst_1', query);
    expect(refused).toEqual({
      instantPricing: { ...unknownPrice, errorMessage: 'Minimum stay is 3 nights' },
      instantPriceFailed: true,
    });
  });

  it("a 400 whose message is our diagnostic, not the host's, shows 'Home is unavailable - Bad request'", async () => {
    const diagnostic = appError('rejected', 'GET /api/x failed with status 400', { status: 400 });
    const result = await loadInstantPricing(failing(diagnostic), 'lst_1', query);
    expect(result.instantPricing.errorMessage).toBe('Home is unavailable - Bad request');
  });

  it('an answer that does not decode shows the same unknown price, and keeps its error to report', async () => {
    const broken = appError('decode', 'Unexpected instant price: reliability: expected one of ...');
    expect(await loadInstantPricing(failing(broken), 'lst_1', query)).toEqual({
      instantPricing: unknownPrice,
      instantPriceFailed: true,
      error: broken,
    });
  });
});

describe("a home's all-in total for a stay (stayTotal)", () => {
  it('a priced stay is its listing total: rate, fees, taxes and the deposit', async () => {
    const pricing = {
      totalBaseRate: 1000,
      pricingFees: [{ amount: 150 }],
      taxes: 80.5,
      securityDeposit: 500,
    };
    expect(await stayTotal(answering({ reliability: 'exact', pricing }), 'lst_1', query)).toEqual({
      total: cents(173050),
    });
  });

  it('an answer without a breakdown has no total, and no message', async () => {
    expect(await stayTotal(answering({ reliability: 'estimated' }), 'lst_1', query)).toEqual({
      total: null,
      message: null,
    });
  });

  it("a failed price has no total; a 400 gives the host's reason", async () => {
    expect(await stayTotal(failing(http(400, 'Too many guests')), 'lst_1', query)).toEqual({
      total: null,
      message: 'Too many guests',
    });
    expect(await stayTotal(failing(http(503)), 'lst_1', query)).toEqual({ total: null, message: null });
  });

  it('an answer that does not decode has no total and hands its error over to report', async () => {
    const broken = appError('decode', 'Unexpected instant price');
    expect(await stayTotal(failing(broken), 'lst_1', query)).toEqual({
      total: null,
      message: null,
      error: broken,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { instantPricingFailure } from '../../../src/core/listing/instant-pricing-failure.rule.js';

const failed = { reliability: 'unknown', instantPriceFailed: true, averageBaseRateDescription: '' };

describe('instant-pricing failure', () => {
  it('instant pricing failure: reliability unknown, instantPriceFailed true, empty rate description', () => {
    expect(instantPricingFailure({ status: 500, hostMessage: 'boom' })).toEqual(failed);
    expect(instantPricingFailure({})).toEqual(failed);
  });

  it("instant pricing failure: status 400 adds errorMessage, the host's own message", () => {
    expect(instantPricingFailure({ status: 400, hostMessage: 'Minimum stay is 3 nights' })).toEqual({
      ...failed,
      errorMessage: 'Minimum stay is 3 nights',
    });
  });

  it("instant pricing failure: status 400 without a message adds 'Home is unavailable - Bad request'", () => {
    expect(instantPricingFailure({ status: 400, hostMessage: '' })).toEqual({
      ...failed,
      errorMessage: 'Home is unavailable - Bad request',
    });
    expect(instantPricingFailure({ status: 400 }).errorMessage).toBe('Home is unavailable - Bad request');
    // Our own diagnostic of the failure (AppError.message) is never shown as the host's reason.
    const diagnostic = { kind: 'http', status: 400, message: 'GET /api/x failed with status 400' } as const;
    expect(instantPricingFailure(diagnostic).errorMessage).toBe('Home is unavailable - Bad request');
  });

  it('instant pricing failure: statuses next to 400 carry no errorMessage', () => {
    expect('errorMessage' in instantPricingFailure({ status: 401, hostMessage: 'x' })).toBe(false);
    expect('errorMessage' in instantPricingFailure({ status: 399, hostMessage: 'x' })).toBe(false);
  });
});

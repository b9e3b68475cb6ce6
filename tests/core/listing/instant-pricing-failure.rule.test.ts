import { describe, expect, it } from 'vitest';
import { instantPricingFailure } from '../../../src/core/listing/instant-pricing-failure.rule.js';

const failed = { reliability: 'unknown', instantPriceFailed: true, averageBaseRateDescription: '' };

describe('instant-pricing failure', () => {
  it('instant pricing failure: reliability unknown, instantPriceFailed true, empty rate description', () => {
    expect(instantPricingFailure({ kind: 'http', hostMessage: 'boom' })).toEqual(failed);
    expect(instantPricingFailure({ kind: 'network' })).toEqual(failed);
  });

  it("instant pricing failure: a refused request (400) adds errorMessage, the host's own message", () => {
    expect(instantPricingFailure({ kind: 'rejected', hostMessage: 'Minimum stay is 3 nights' })).toEqual({
      ...failed,
      errorMessage: 'Minimum stay is 3 nights',
    });
  });

  it("instant pricing failure: status 400 without a message adds 'Home is unavailable - Bad request'", () => {
    expect(instantPricingFailure({ kind: 'rejected', hostMessage: '' })).toEqual({
      ...failed,
      errorMessage: 'Home is unavailable - Bad request',
    });
    expect(instantPricingFailure({ kind: 'rejected' }).errorMessage).toBe(
      'Home is unavailable - Bad request',
    );
    // Our own diagnostic of the failure (AppError.message) is never shown as the host's reason.
    const diagnostic = {
      kind: 'rejected',
      status: 400,
      message: 'GET /api/x failed with status 400',
    } as const;
    expect(instantPricingFailure(diagnostic).errorMessage).toBe('Home is unavailable - Bad request');
  });

  it('instant pricing failure: other kinds of failure carry no errorMessage', () => {
    for (const kind of ['unauthorized', 'http', 'not-found', 'timeout'] as const)
      expect('errorMessage' in instantPricingFailure({ kind, hostMessage: 'x' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { PromoRedemptionResultList } from '../../../../src/adapters/rest/wire/promo-redemption.wire.js';
import { isPromoRedemptionFailure } from '../../../../src/core/promo/promo-redemption-result.entity.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

describe('POST .../items/{itemId}/redeemed-promos -> results', () => {
  it('results are promo data or errorMessage, one per code', () => {
    const results = decoded(PromoRedemptionResultList, [
      {
        objectId: 'prm_ski10',
        name: 'SKI10',
        kind: 'percent',
        amount: 10,
        itemType: 'Services + Experiences',
      },
      { errorMessage: 'This promo code has expired' },
    ]);
    expect(results.map(isPromoRedemptionFailure)).toEqual([false, true]);
  });

  it('redeemed promos: bad promo data is refused at 1.kind', () => {
    expectRejectedAt(
      PromoRedemptionResultList,
      [{ errorMessage: 'x' }, { objectId: 'p', kind: 'half' }],
      '1.kind',
    );
  });
});

import * as O from 'fp-ts/lib/Option.js';
import { describe, expect, it } from 'vitest';
import { PromoCode, toPromoDiscount } from '../../../src/core/promo/promo-code.entity.js';
import { initialPromoCodeState, PromoCodeState } from '../../../src/core/promo/promo-code-state.entity.js';
import { totalDiscount } from '../../../src/core/promo/promo-discount.rule.js';
import { PROMO_ITEM_TYPES } from '../../../src/core/promo/promo-item-type.entity.js';
import {
  isPromoRedemptionFailure,
  PromoRedemptionResult,
} from '../../../src/core/promo/promo-redemption-result.entity.js';
import {
  acceptedPromoCode,
  PromoValidationResult,
  promoValidationError,
} from '../../../src/core/promo/promo-validation-result.entity.js';
import type { Cents } from '../../../src/core/shared/money.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

const ski10 = { objectId: 'prm_ski10', name: 'SKI10', kind: 'percent', amount: 10, itemType: 'Homes' };

describe('Promo code (promo data)', () => {
  it('promo data: code, kind, amount, item type decode; objectId suffices', () => {
    expect(decoded(PromoCode, ski10)).toEqual(ski10);
    expect(decoded(PromoCode, { objectId: 'p' })).toEqual({ objectId: 'p' });
  });

  it("Promo item types: 'Homes' | 'Services + Experiences'", () => {
    expect(PROMO_ITEM_TYPES).toEqual(['Homes', 'Services + Experiences']);
    expect(decoded(PromoCode, { objectId: 'p', itemType: 'Services + Experiences' }).itemType).toBe(
      'Services + Experiences',
    );
    expectRejectedAt(PromoCode, { objectId: 'p', itemType: 'Services' }, 'itemType');
  });

  it('promo discounts: a decoded code converts to the discount the total rules take (cents)', () => {
    expect(toPromoDiscount(decoded(PromoCode, ski10))).toEqual({ kind: 'percent', percent: 10 });
    expect(toPromoDiscount({ objectId: 'p', kind: 'fixed', amount: 25.5 })).toEqual({
      kind: 'fixed',
      amount: 2550,
    });
    expect(toPromoDiscount({ objectId: 'p', kind: 'fixed' })).toBeUndefined();
    expect(toPromoDiscount({ objectId: 'p', amount: 10 })).toBeUndefined();
    expect(toPromoDiscount({ objectId: 'p', kind: null, amount: 10 })).toBeUndefined();
    const discount = toPromoDiscount(decoded(PromoCode, ski10));
    expect(discount && totalDiscount(90000 as Cents, [discount])).toBe(9000);
  });
});

describe('Promo redemption result', () => {
  it('Promo redemption result: errorMessage, or promo data', () => {
    const refused = decoded(PromoRedemptionResult, { errorMessage: 'This promo code has expired' });
    const redeemed = decoded(PromoRedemptionResult, ski10);
    expect(isPromoRedemptionFailure(refused)).toBe(true);
    expect(isPromoRedemptionFailure(redeemed)).toBe(false);
  });

  it('Promo redemption result: promo data with errorMessage null is a redemption', () => {
    expect(isPromoRedemptionFailure(decoded(PromoRedemptionResult, { ...ski10, errorMessage: null }))).toBe(
      false,
    );
  });

  it('Promo redemption result: neither an error nor promo data is refused, naming objectId', () => {
    expectRejectedAt(PromoRedemptionResult, { name: 'SKI10' }, 'objectId');
  });

  it('Promo redemption result: null, a missing entry or text is refused as promo data, never thrown', () => {
    for (const entry of [null, undefined, 'SKI10', 3]) expectRejectedAt(PromoRedemptionResult, entry, '');
  });
});

describe('Promo validation result', () => {
  it('Promo validation result with isError true shows errorMessage', () => {
    const result = decoded(PromoValidationResult, {
      isError: true,
      errorMessage: 'This promo code has expired',
    });
    expect(promoValidationError(result)).toEqual(O.some('This promo code has expired'));
    expect(promoValidationError(decoded(PromoValidationResult, { isError: false }))).toEqual(O.none);
    expect(promoValidationError(decoded(PromoValidationResult, { isError: true }))).toEqual(O.some(''));
  });

  it('an accepted code names the code to apply; a refusal or an answer without an id names none', () => {
    const accepted = decoded(PromoValidationResult, {
      isError: false,
      objectId: 'promo-ski10',
      name: 'SKI10',
      kind: 'percent',
      amount: 10,
    });
    expect(acceptedPromoCode(accepted)).toEqual({
      objectId: 'promo-ski10',
      name: 'SKI10',
      kind: 'percent',
      amount: 10,
      itemType: null,
    });
    expect(acceptedPromoCode({ ...accepted, isError: true })).toBeNull();
    expect(acceptedPromoCode(decoded(PromoValidationResult, { isError: false }))).toBeNull();
    expect(acceptedPromoCode(decoded(PromoValidationResult, { isError: false, objectId: 'p' }))).toEqual({
      objectId: 'p',
      name: null,
      kind: null,
      amount: null,
      itemType: null,
    });
  });

  it('Promo validation result: isError is required', () => {
    expectRejectedAt(PromoValidationResult, { errorMessage: 'x' }, 'isError');
  });
});

describe('Promo state', () => {
  it('Promo: validatingPromoCode, promoCodeError decode', () => {
    expect(decoded(PromoCodeState, { validatingPromoCode: true, promoCodeError: null })).toEqual({
      validatingPromoCode: true,
      promoCodeError: null,
    });
    expect(decoded(PromoCodeState, initialPromoCodeState)).toEqual(initialPromoCodeState);
  });

  it('Promo: promoCodeError must be text or null', () => {
    expectRejectedAt(PromoCodeState, { validatingPromoCode: false, promoCodeError: 404 }, 'promoCodeError');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { redeemPromoCodes } from '../../../src/core/booking/redeem-promo-codes.use-case.js';
import type { ItineraryItemGateway } from '../../../src/core/itinerary/itinerary-item-gateway.port.js';
import type { Notification } from '../../../src/core/notifications/notification-sink.port.js';
import type {
  PromoCodeGateway,
  PromoValidationBody,
} from '../../../src/core/promo/promo-code-gateway.port.js';
import { initialPromoCodeState } from '../../../src/core/promo/promo-code-state.entity.js';
import {
  promoCodeTransition,
  validatePromoCode,
} from '../../../src/core/promo/promo-code-validation.use-case.js';
import { http, left, leftOf, right, rightOf } from '../use-case-support.js';

const body: PromoValidationBody = {
  userId: 'usr_7',
  subtotal: 900,
  promoCodeName: 'SKI10',
  otherAppliedCodes: [],
  appliedToType: 'Services + Experiences',
  appliedToID: 'itm_chef_1',
  stayStartDate: '2026-02-07',
  stayEndDate: '2026-02-14',
};

describe('Promo: validatingPromoCode, promoCodeError', () => {
  it('validating clears the previous error; a refusal stores its message; accepted stops validating', () => {
    const refused = { validatingPromoCode: false, promoCodeError: 'Expired' };
    expect(promoCodeTransition(refused, { type: 'validation-started' })).toEqual({
      validatingPromoCode: true,
      promoCodeError: null,
    });
    const validating = { validatingPromoCode: true, promoCodeError: null };
    expect(promoCodeTransition(validating, { type: 'refused', message: 'Expired' })).toEqual(refused);
    expect(promoCodeTransition(validating, { type: 'accepted' })).toEqual(initialPromoCodeState);
    expect(promoCodeTransition(refused, { type: 'accepted' })).toEqual(refused);
    expect(promoCodeTransition(refused, { type: 'cleared' })).toEqual(initialPromoCodeState);
  });
});

describe('promo code validation', () => {
  it('asks the host with the body; a valid code answers the result', async () => {
    const validate = vi.fn<PromoCodeGateway['validatePromoCode']>(() =>
      right({ isError: false, errorMessage: null }),
    );
    expect(rightOf(await validatePromoCode({ promoCodes: { validatePromoCode: validate } }, body))).toEqual({
      isError: false,
      errorMessage: null,
    });
    expect(validate).toHaveBeenCalledWith(body);
  });

  it('a result with isError true is a promo refusal showing its errorMessage', async () => {
    const deps = {
      promoCodes: {
        validatePromoCode: () => right({ isError: true, errorMessage: 'This promo code has expired' }),
      },
    };
    const refused = leftOf(await validatePromoCode(deps, body));
    expect(refused).toEqual({ kind: 'promo', message: 'This promo code has expired' });
    const validating = promoCodeTransition(initialPromoCodeState, { type: 'validation-started' });
    expect(promoCodeTransition(validating, { type: 'refused', message: refused.message })).toEqual({
      validatingPromoCode: false,
      promoCodeError: 'This promo code has expired',
    });
  });

  it('a failed call comes back as it came; its message is what the field stores', async () => {
    const failure = http(429, 'Too many attempts');
    expect(
      leftOf(await validatePromoCode({ promoCodes: { validatePromoCode: () => left(failure) } }, body)),
    ).toBe(failure);
  });
});

describe('promo code redemption', () => {
  const request = {
    itineraryId: 'itn_42',
    itemId: 'itm_chef_1',
    promoCodeIds: ['prm_ski10', 'prm_old', 'prm_dup'],
  };
  const sink = () => {
    const shown: Notification[] = [];
    return { shown, notifications: { notify: (notification: Notification) => shown.push(notification) } };
  };
  const ski10 = { objectId: 'prm_ski10', name: 'SKI10' };

  it('each refused code is its own persistent error notification; redeemed codes are answered', async () => {
    const redeem = vi.fn<ItineraryItemGateway['redeemPromoCodes']>(() =>
      right([ski10, { errorMessage: 'This promo code has expired' }, { errorMessage: 'Already used' }]),
    );
    const { shown, notifications } = sink();
    const result = rightOf(
      await redeemPromoCodes({ items: { redeemPromoCodes: redeem }, notifications }, request),
    );
    expect(redeem).toHaveBeenCalledWith('itn_42', 'itm_chef_1', {
      promoCodeIds: ['prm_ski10', 'prm_old', 'prm_dup'],
    });
    expect(result).toEqual({ redeemed: [ski10], refused: ['This promo code has expired', 'Already used'] });
    expect(shown).toEqual([
      { tone: 'error', message: 'This promo code has expired', autoDismissMs: 0 },
      { tone: 'error', message: 'Already used', autoDismissMs: 0 },
    ]);
  });

  it('every code redeemed shows nothing', async () => {
    const { shown, notifications } = sink();
    const result = await redeemPromoCodes(
      { items: { redeemPromoCodes: () => right([ski10]) }, notifications },
      request,
    );
    expect(rightOf(result).redeemed).toEqual([ski10]);
    expect(shown).toEqual([]);
  });

  it("a failed call is 'Failed to redeem promo codes' with its message, persistent, and answered", async () => {
    const failure = http(500, 'Database unavailable');
    const { shown, notifications } = sink();
    const result = await redeemPromoCodes(
      { items: { redeemPromoCodes: () => left(failure) }, notifications },
      request,
    );
    expect(leftOf(result)).toBe(failure);
    expect(shown).toEqual([
      {
        tone: 'error',
        title: 'Failed to redeem promo codes',
        message: 'Database unavailable',
        autoDismissMs: 0,
      },
    ]);
  });
});

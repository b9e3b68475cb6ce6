import { describe, expect, it } from 'vitest';
import type { PromoCodeRecord } from '../../../server/promo-codes/promo-code.store.js';
import { PROMO_REFUSALS, type PromoUse, promoRefusal } from '../../../server/promo-codes/promo-refusal.js';
import { serviceSubtotal } from '../../../server/promo-codes/redeemable-item.js';
import { cents } from '../../../src/core/shared/money.js';
import { CHEF_PRICING } from '../booking-contexts/trip-fixtures.js';

const NOW = new Date('2030-06-01T12:00:00.000Z');

const promo = (change: Partial<PromoCodeRecord> = {}): PromoCodeRecord => ({
  id: 'p-1',
  code: 'TEN',
  kind: 'percent',
  amount: 10,
  item_type: 'Homes',
  min_subtotal_cents: null,
  expires_at: null,
  single_use_per_guest: true,
  combinable: true,
  active: true,
  description: '',
  ...change,
});

const use = (change: Partial<PromoUse> = {}): PromoUse => ({
  now: NOW,
  itemType: 'Homes',
  subtotal: cents(50_000),
  usedByGuest: false,
  appliedToItem: false,
  otherCodes: [],
  ...change,
});

describe('promoRefusal', () => {
  it('accepts a code that fits', () => {
    expect(promoRefusal(promo(), use())).toBeNull();
  });

  it('expires at the instant given, not a moment later', () => {
    expect(promoRefusal(promo({ expires_at: '2030-06-01T12:00:00.000Z' }), use())).toBe(
      PROMO_REFUSALS.expired,
    );
    expect(promoRefusal(promo({ expires_at: '2030-06-01T12:00:00.001Z' }), use())).toBeNull();
  });

  it('takes the minimum subtotal as inclusive', () => {
    const code = promo({ min_subtotal_cents: 50_000 });
    expect(promoRefusal(code, use())).toBeNull();
    expect(promoRefusal(code, use({ subtotal: cents(49_999) }))).toBe(
      'This promo code needs a subtotal of at least $500.',
    );
  });

  it('tells first what the guest cannot change', () => {
    const everythingWrong = use({
      itemType: 'Services + Experiences',
      subtotal: cents(0),
      usedByGuest: true,
    });
    expect(promoRefusal(undefined, everythingWrong)).toBe(PROMO_REFUSALS.unknown);
    expect(
      promoRefusal(promo({ active: false, expires_at: '2000-01-01T00:00:00.000Z' }), everythingWrong),
    ).toBe(PROMO_REFUSALS.inactive);
    expect(promoRefusal(promo({ expires_at: '2000-01-01T00:00:00.000Z' }), everythingWrong)).toBe(
      PROMO_REFUSALS.expired,
    );
    expect(promoRefusal(promo({ min_subtotal_cents: 1 }), everythingWrong)).toBe(
      'This promo code applies only to Homes.',
    );
  });

  it('lets a reusable code be used again, but once per item', () => {
    const reusable = promo({ single_use_per_guest: false });
    expect(promoRefusal(reusable, use({ usedByGuest: true }))).toBeNull();
    expect(promoRefusal(reusable, use({ usedByGuest: true, appliedToItem: true }))).toBe(
      PROMO_REFUSALS.alreadyApplied,
    );
    expect(promoRefusal(promo(), use({ usedByGuest: true }))).toBe(PROMO_REFUSALS.alreadyUsed);
  });

  it('combines only codes that all combine, ignoring the code itself among the others', () => {
    const other = promo({ id: 'p-2' });
    expect(promoRefusal(promo(), use({ otherCodes: [other] }))).toBeNull();
    expect(promoRefusal(promo({ combinable: false }), use({ otherCodes: [other] }))).toBe(
      PROMO_REFUSALS.notCombinable,
    );
    expect(promoRefusal(promo(), use({ otherCodes: [{ ...other, combinable: false }] }))).toBe(
      PROMO_REFUSALS.notCombinable,
    );
    expect(
      promoRefusal(promo({ combinable: false }), use({ otherCodes: [promo({ combinable: false })] })),
    ).toBeNull();
  });
});

describe('serviceSubtotal', () => {
  const choice = (quantity?: number, configId = 'pc-test') => ({
    pricingHeaderId: 'ph-test',
    pricingOptionId: 'po-test',
    pricingConfigId: configId,
    ...(quantity === undefined ? {} : { quantity }),
  });

  it('prices each choice at its fixed rate plus its rate per unit', () => {
    expect(serviceSubtotal(CHEF_PRICING, [choice(4)], [])).toBe(110_000);
    // No quantity: one unit.
    expect(serviceSubtotal(CHEF_PRICING, [choice()], [])).toBe(95_000);
    expect(serviceSubtotal(CHEF_PRICING, [choice(2), choice(0)], [])).toBe(190_000);
  });

  it('adds adjustments, never going below zero', () => {
    expect(
      serviceSubtotal(CHEF_PRICING, [choice(4)], [{ adjustmentAmount: -100 }, { adjustmentAmount: 25.5 }]),
    ).toBe(102_550);
    expect(serviceSubtotal(CHEF_PRICING, [choice(0)], [{ adjustmentAmount: -5000 }])).toBe(0);
  });

  it('counts nothing it cannot price: unknown choices, no pricing, garbled rows', () => {
    expect(serviceSubtotal(CHEF_PRICING, [choice(4, 'pc-gone')], [])).toBe(0);
    expect(serviceSubtotal(null, [choice(4)], [])).toBe(0);
    expect(serviceSubtotal({ configuration: 'x' }, 'x', [{ adjustmentAmount: 'x' }])).toBe(0);
  });
});

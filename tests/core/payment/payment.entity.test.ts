import { describe, expect, it } from 'vitest';
import { BillingDetails } from '../../../src/core/payment/billing-details.entity.js';
import { CardToken } from '../../../src/core/payment/card-token.entity.js';
import { CreditCard } from '../../../src/core/payment/credit-card.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

const billing = {
  name: 'Ada Guest',
  email: 'ada@example.com',
  phone: null,
  address: { line1: '1 Main St', city: 'Denver', state: 'CO', postalCode: '80202', country: 'US' },
};

describe('Credit card', () => {
  it('Credit card: cardId, userId plus brand, last4, expMonth, expYear, billing details', () => {
    const card = {
      cardId: 'pm_1',
      userId: 'usr_7',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      billingDetails: billing,
    };
    expect(decoded(CreditCard, card)).toEqual(card);
  });

  it('Credit card: cardId and userId suffice', () => {
    expect(decoded(CreditCard, { cardId: 'pm_1', userId: 'usr_7' })).toEqual({
      cardId: 'pm_1',
      userId: 'usr_7',
    });
  });

  it('Credit card: a bad postal code in billing details is named at billingDetails.address.postalCode', () => {
    expectRejectedAt(
      CreditCard,
      { cardId: 'pm_1', userId: 'u', billingDetails: { address: { postalCode: 80202 } } },
      'billingDetails.address.postalCode',
    );
  });

  it('Credit card: last4 is text (keeps leading zeros)', () => {
    expectRejectedAt(CreditCard, { cardId: 'pm_1', userId: 'u', last4: 42 }, 'last4');
  });
});

describe('Billing details', () => {
  it('Billing fields: name, city, zip and country decode; all optional', () => {
    expect(decoded(BillingDetails, billing)).toEqual(billing);
    expect(decoded(BillingDetails, {})).toEqual({});
  });

  it('Billing fields: a numeric cardholder name is refused at name', () => {
    expectRejectedAt(BillingDetails, { name: 1 }, 'name');
  });
});

describe('Card token', () => {
  it('Card token: status expired or used; anything else is a valid token', () => {
    expect(decoded(CardToken, { status: 'expired' })).toEqual({ status: 'expired' });
    expect(decoded(CardToken, { status: 'active' })).toEqual({ status: 'active' });
  });

  it('Card token: the empty object is a real answer and decodes', () => {
    expect(decoded(CardToken, {})).toEqual({});
  });

  it('Card token: a numeric status is refused at status', () => {
    expectRejectedAt(CardToken, { status: 1 }, 'status');
  });
});

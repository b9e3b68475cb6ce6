import { describe, expect, it } from 'vitest';
import { carriesCardSecrets, holdsCardNumber } from '../../../server/payments/card-number-guard.js';

describe('the card number guard', () => {
  it.each([
    '4242424242424242',
    '4242 4242 4242 4242',
    '4000-0566-5566-5556',
    '378282246310005', // Amex, 15 digits
    'my card is 5555555555554444 thanks',
  ])('finds a card number in %s', (text) => {
    expect(holdsCardNumber(text)).toBe(true);
  });

  it.each([
    '4242424242424241', // fails the Luhn check
    '4242', // last four only
    '+1 (303) 555-0123', // a phone number
    '30355501230', // eleven digits
    'seti_sandbox_0123456789abcdef01234567_secret_x',
  ])('leaves %s alone', (text) => {
    expect(holdsCardNumber(text)).toBe(false);
  });

  it('looks through nested objects, arrays, numbers and field names', () => {
    expect(carriesCardSecrets({ a: { b: [{ c: '4242424242424242' }] } })).toBe(true);
    expect(carriesCardSecrets({ amount: 4242424242424242 })).toBe(true);
    expect(carriesCardSecrets({ card: { CVC: '1' } })).toBe(true);
    expect(carriesCardSecrets({ security_code: null })).toBe(true);
    expect(carriesCardSecrets({ 'card-number': 'x' })).toBe(true);
    expect(
      carriesCardSecrets({
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
        billingDetails: { name: 'Ava Guest', phone: '3035550123', address: { postalCode: '81611' } },
      }),
    ).toBe(false);
    expect(carriesCardSecrets(undefined)).toBe(false);
  });
});

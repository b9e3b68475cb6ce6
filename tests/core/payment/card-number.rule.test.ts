import { describe, expect, it } from 'vitest';
import { groupedDigitsPassLuhn, passesLuhn } from '../../../src/core/payment/card-number.rule.js';

describe('card number rule: the Luhn check', () => {
  it("passes Stripe's test cards of every length", () => {
    for (const number of ['4242424242424242', '378282246310005', '6011111111111117', '4000000000000002'])
      expect(passesLuhn(number)).toBe(true);
  });

  it('fails a number with one digit changed, and two digits swapped', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424224')).toBe(false);
  });

  it('fails what is not only digits, and the empty string', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
    expect(passesLuhn('42424242a4242424')).toBe(false);
  });

  it('reads a run grouped by blanks or dashes as its digits', () => {
    expect(groupedDigitsPassLuhn('4242 4242 4242 4242')).toBe(true);
    expect(groupedDigitsPassLuhn('4242-4242-4242-4242')).toBe(true);
    expect(groupedDigitsPassLuhn('4242 4242 4242 4241')).toBe(false);
    expect(groupedDigitsPassLuhn('-')).toBe(false);
  });
});

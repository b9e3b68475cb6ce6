import { phoneDigits } from './phone-display.rule.js';

/**
 * A phone number is valid with 10 to 14 digits (national to the longest international;
 * docs/product/validation.md#phone-and-e-mail).
 */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 14;

export const isValidPhone = (raw: string): boolean => {
  const count = phoneDigits(raw).length;
  return count >= PHONE_MIN_DIGITS && count <= PHONE_MAX_DIGITS;
};

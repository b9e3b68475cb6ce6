import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../../../src/core/contact/phone-validity.rule.js';

describe('phone validity', () => {
  it('phone valid with 10 to 14 digits: 9 digits is invalid', () => {
    expect(isValidPhone('555-123-456')).toBe(false);
  });

  it('phone valid with 10 to 14 digits: 10 digits is valid', () => {
    expect(isValidPhone('(555) 123-4567')).toBe(true);
  });

  it('phone valid with 10 to 14 digits: 14 digits is valid', () => {
    expect(isValidPhone('+44 1234 5678 9012')).toBe(true);
  });

  it('phone valid with 10 to 14 digits: 15 digits is invalid', () => {
    expect(isValidPhone('+44 1234 5678 90123')).toBe(false);
  });

  it('phone valid: separators and letters do not count as digits', () => {
    expect(isValidPhone('phone: ------------')).toBe(false);
  });
});

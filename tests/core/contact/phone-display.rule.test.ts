import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, phoneDigits } from '../../../src/core/contact/phone-display.rule.js';

describe('phone display', () => {
  it('phone display: strip non-digits', () => {
    expect(phoneDigits('+1 (555) 123-4567 ext.')).toBe('15551234567');
    expect(phoneDigits('abc')).toBe('');
  });

  it('phone display: 10 digits → (xxx) xxx-xxxx', () => {
    expect(formatPhoneDisplay('5551234567')).toEqual(O.some('(555) 123-4567'));
    expect(formatPhoneDisplay('555.123.4567')).toEqual(O.some('(555) 123-4567'));
  });

  it('phone display: 11 digits with leading 1 → +1 (xxx) xxx-xxxx', () => {
    expect(formatPhoneDisplay('15551234567')).toEqual(O.some('+1 (555) 123-4567'));
    expect(formatPhoneDisplay('+1-555-123-4567')).toEqual(O.some('+1 (555) 123-4567'));
  });

  it('phone display: else nothing (9 digits, 11 without leading 1, 12 digits, empty)', () => {
    expect(formatPhoneDisplay('555123456')).toEqual(O.none);
    expect(formatPhoneDisplay('25551234567')).toEqual(O.none);
    expect(formatPhoneDisplay('115551234567')).toEqual(O.none);
    expect(formatPhoneDisplay('')).toEqual(O.none);
  });

  it('phone display (property): formats iff 10 digits or 11 with a leading 1; output digits equal input digits', () => {
    const digit = fc.constantFrom(...'0123456789');
    const separator = fc.constantFrom(' ', '-', '.', '(', ')', '+', '/', 'x');
    const piece = fc
      .tuple(digit, fc.array(separator, { maxLength: 2 }))
      .map(([d, seps]) => d + seps.join(''));
    const typed = fc
      .tuple(fc.array(separator, { maxLength: 2 }), fc.array(piece, { maxLength: 16 }))
      .map(([lead, pieces]) => lead.join('') + pieces.join(''));
    fc.assert(
      fc.property(typed, (raw) => {
        const digits = raw.replace(/\D/g, '');
        const formattable = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
        const shown = formatPhoneDisplay(raw);
        expect(O.isSome(shown)).toBe(formattable);
        if (O.isSome(shown)) expect(shown.value.replace(/\D/g, '')).toBe(digits);
      }),
    );
  });
});

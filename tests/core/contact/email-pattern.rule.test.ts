import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../src/core/contact/email-pattern.rule.js';

describe('e-mail pattern', () => {
  it.each([
    'guest@example.com',
    'first.last@mail.example.co',
    'a+tag@sub.domain.travel',
    '"quoted name"@example.com',
    'guest@[192.168.0.1]',
    'guest@[192.168.100.200]',
  ])('email must match a standard address pattern: accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'guest.example.com'],
    ['no local part', '@example.com'],
    ['one-letter ending', 'guest@example.c'],
    ['numeric ending', 'guest@example.12'],
    ['no dot in domain', 'guest@localhost'],
    ['double dot in local part', 'a..b@example.com'],
    ['leading dot', '.guest@example.com'],
    ['space', 'gu est@example.com'],
    ['two @', 'a@b@example.com'],
    ['unbracketed IP', 'guest@192.168.0.1'],
    ['bracketed IP with 5 groups', 'guest@[1.2.3.4.5]'],
    ['trailing text', 'guest@example.com x'],
    ['empty', ''],
  ])('email must match a standard address pattern: rejects %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

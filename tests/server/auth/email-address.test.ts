import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../server/auth/email-address.js';

describe('isValidEmail', () => {
  it.each(['guest@keyhaven.test', 'first.last+trip@mail.example.co', 'ops@[10.0.0.1]', "o'brien@example.ie"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    '@example.com',
    'a@b',
    'a@b.c',
    'a b@example.com',
    'a@example.c0m',
    'a..b@example.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

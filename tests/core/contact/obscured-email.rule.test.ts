import { describe, expect, it } from 'vitest';
import { obscureEmail } from '../../../src/core/contact/obscured-email.rule.js';

describe('obscured e-mail (wrong-email state, keeps 2 characters)', () => {
  it('obscured e-mail: first 2 characters of the name part, one asterisk per hidden character, then the domain', () => {
    expect(obscureEmail('jonathan@example.com')).toBe('jo******@example.com');
  });

  it('obscured e-mail keeps 2 characters: a 3-character name hides exactly one', () => {
    expect(obscureEmail('abc@x.io')).toBe('ab*@x.io');
  });

  it('obscured e-mail keeps 2 characters: a 2-character name has nothing to hide', () => {
    expect(obscureEmail('ab@x.io')).toBe('ab@x.io');
    expect(obscureEmail('a@x.io')).toBe('a@x.io');
  });

  it('obscured e-mail: the name part ends at the last @ (a quoted local part may hold one)', () => {
    expect(obscureEmail('"a@b"@example.com')).toBe('"a***@example.com');
  });

  it('obscured e-mail: without an @ the whole value is the name part', () => {
    expect(obscureEmail('jonathan')).toBe('jo******');
  });

  it('obscured e-mail: a character outside the basic plane counts once', () => {
    expect(obscureEmail('😀😀😀@x.io')).toBe('😀😀*@x.io');
  });
});

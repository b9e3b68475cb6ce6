import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/auth/password.js';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies the right password only', async () => {
    const stored = await hashPassword('vacation-demo-1');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(stored).not.toContain('vacation-demo-1');
    await expect(verifyPassword('vacation-demo-1', stored)).resolves.toBe(true);
    await expect(verifyPassword('vacation-demo-2', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it.each([
    '',
    'plain',
    'scrypt$16384$8$1$abc',
    'bcrypt$x$y$z$a$b',
    'scrypt$99999999$8$1$YWJj$YWJj',
    'scrypt$3$8$1$YWJj$YWJj',
  ])('does not verify against the malformed stored value %j', async (stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
  });
});

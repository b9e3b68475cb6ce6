import { describe, expect, it } from 'vitest';
import { hashSessionToken, isWellFormedToken, newSessionToken } from '../../../server/auth/session-token.js';

describe('session tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
  });

  it('are stored as their sha256 digest', () => {
    const token = newSessionToken();
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
  });

  it.each([undefined, '', 'short', `${'a'.repeat(43)}=`, "'; drop table sessions; --", 42])(
    'rejects %j before it reaches the database',
    (value) => {
      expect(isWellFormedToken(value)).toBe(false);
    },
  );
});

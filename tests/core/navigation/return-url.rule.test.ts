import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '../../../src/core/navigation/return-url.rule.js';

const page = 'https://sso.test';
const allowed = ['https://app.test'];
const home = 'https://app.test/itineraries';

describe('portal return URL', () => {
  it('follows URLs on allowed origins and the portal itself', () => {
    expect(safeReturnUrl('https://app.test/listings?x=1', allowed, page, home)).toBe(
      'https://app.test/listings?x=1',
    );
    expect(safeReturnUrl('/sso/login/', allowed, page, home)).toBe('https://sso.test/sso/login/');
  });
  it.each([
    'https://evil.test/',
    '//evil.test/path',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://app.test.evil.test/',
    'http://[::1',
  ])('refuses %s', (target) => {
    expect(safeReturnUrl(target, allowed, page, home)).toBe(home);
  });
  it('follows http on an allowed origin (local development), on its exact origin only', () => {
    const local = ['http://localhost:3000'];
    expect(safeReturnUrl('http://localhost:3000/itineraries', local, page, home)).toBe(
      'http://localhost:3000/itineraries',
    );
    expect(safeReturnUrl('https://localhost:3000/itineraries', local, page, home)).toBe(home);
  });
  it('refuses other schemes even if an opaque origin ("null") were allowed by mistake', () => {
    for (const target of ['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd'])
      expect(safeReturnUrl(target, ['null'], page, home)).toBe(home);
  });
  it('falls back when there is no return URL', () => {
    expect(safeReturnUrl(null, allowed, page, home)).toBe(home);
    expect(safeReturnUrl('', allowed, page, home)).toBe(home);
  });
});

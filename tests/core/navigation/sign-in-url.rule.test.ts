import { describe, expect, it } from 'vitest';
import { portalSignInUrl, portalSignOutUrl } from '../../../src/core/navigation/sign-in-url.rule.js';

describe('portal URLs with a way back', () => {
  it('encodes the whole return address, query and all', () => {
    const back = 'https://app.test/itineraries/it-1/billing?tab=x&y=1';
    expect(portalSignInUrl('/sso', back)).toBe(
      '/sso/login/?returnUrl=https%3A%2F%2Fapp.test%2Fitineraries%2Fit-1%2Fbilling%3Ftab%3Dx%26y%3D1',
    );
    expect(portalSignOutUrl('https://sso.test', back)).toBe(
      `https://sso.test/logout?returnUrl=${encodeURIComponent(back)}`,
    );
  });
});

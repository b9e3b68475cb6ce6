import { describe, expect, it } from 'vitest';
import { AccountSignInResponse, ContactInfo } from '../../../src/core/session/account.wire.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('portal account calls (issue #5)', () => {
  it('set password and finalize account read the new sessionToken', () => {
    expect(decoded(AccountSignInResponse, { sessionToken: 'tok', user: {} }).sessionToken).toBe('tok');
    expectRejectedAt(AccountSignInResponse, { token: 'tok' }, 'sessionToken');
  });

  it('contact info reads names, e-mail and a phone or null', () => {
    const info = { firstName: 'Ada', lastName: 'Guest', email: 'ada@example.com', phone: null };
    expect(decoded(ContactInfo, info)).toEqual(info);
    expect(decoded(ContactInfo, { ...info, phone: '3035550100' }).phone).toBe('3035550100');
    expectRejectedAt(ContactInfo, { ...info, email: 5 }, 'email');
    expectRejectedAt(ContactInfo, { ...info, lastName: undefined }, 'lastName');
  });
});

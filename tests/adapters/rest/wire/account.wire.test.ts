import { describe, expect, it } from 'vitest';
import { AccountSignInResponse } from '../../../../src/adapters/rest/wire/account.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

describe('portal account calls', () => {
  it('set password and finalize account read the new sessionToken', () => {
    expect(decoded(AccountSignInResponse, { sessionToken: 'tok', user: {} }).sessionToken).toBe('tok');
    expectRejectedAt(AccountSignInResponse, { token: 'tok' }, 'sessionToken');
  });
});

import { describe, expect, it } from 'vitest';
import { LoginResponse, SignUpResponse } from '../../../../src/adapters/rest/wire/portal.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

describe('portal calls', () => {
  it('POST /api/login/ reads sessionToken', () => {
    expect(decoded(LoginResponse, { sessionToken: 'r:3f9a' }).sessionToken).toBe('r:3f9a');
    expectRejectedAt(LoginResponse, { token: 'r:3f9a' }, 'sessionToken');
  });

  it('POST /api/signup/ reads token', () => {
    expect(decoded(SignUpResponse, { token: 'r:77aa' }).token).toBe('r:77aa');
    expectRejectedAt(SignUpResponse, { token: null }, 'token');
  });
});

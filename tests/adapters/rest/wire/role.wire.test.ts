import { describe, expect, it } from 'vitest';
import { RoleCheck } from '../../../../src/adapters/rest/wire/role.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

describe('GET /api/is-auth/{role}', () => {
  it('a 200 may name the confirmed role, or say nothing', () => {
    expect(decoded(RoleCheck, { role: 'concierge' })).toEqual({ role: 'concierge' });
    expect(decoded(RoleCheck, {})).toEqual({});
  });

  it('role check: a role that is not text is refused at role', () => {
    expectRejectedAt(RoleCheck, { role: ['concierge'] }, 'role');
  });
});

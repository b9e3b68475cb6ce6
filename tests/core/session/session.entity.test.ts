import { describe, expect, it } from 'vitest';
import { Role, RoleNames, roleNames } from '../../../src/core/session/role.entity.js';
import { SessionUser } from '../../../src/core/session/session-user.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

const user = {
  objectId: 'usr_7',
  username: 'ada@example.com',
  fullName: 'Ada Guest',
  sessionToken: 'r:3f1c',
};

describe('Session user', () => {
  it('Session user: objectId, username, fullName, sessionToken decode', () => {
    expect(decoded(SessionUser, user)).toEqual(user);
  });

  it('Session user: a cookie session may carry no token or full name', () => {
    expect(decoded(SessionUser, { objectId: 'usr_7', username: 'ada' })).toEqual({
      objectId: 'usr_7',
      username: 'ada',
    });
    expect(decoded(SessionUser, { ...user, fullName: null, sessionToken: null }).fullName).toBeNull();
  });

  it("user e-mail and phone headers: the backend's contact details are read", () => {
    const withContact = decoded(SessionUser, { ...user, email: 'ada@example.com', phone: null });
    expect([withContact.email, withContact.phone]).toEqual(['ada@example.com', null]);
  });

  it('Session user: a numeric objectId is refused at objectId', () => {
    expectRejectedAt(SessionUser, { ...user, objectId: 7 }, 'objectId');
  });
});

describe('Roles', () => {
  it('roles (name): a role decodes; my-roles answers names or role objects', () => {
    expect(decoded(Role, { name: 'concierge' })).toEqual({ name: 'concierge' });
    expect(roleNames(decoded(RoleNames, ['guest', { name: 'concierge' }]))).toEqual(['guest', 'concierge']);
    expect(decoded(RoleNames, [])).toEqual([]);
  });

  it('roles: a role without a name is refused; in the list its index is named', () => {
    expectRejectedAt(Role, {}, 'name');
    expectRejectedAt(RoleNames, ['guest', { title: 'admin' }], '1.name');
  });
});

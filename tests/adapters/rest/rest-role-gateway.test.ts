import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestRoleGateway } from '../../../src/adapters/rest/rest-role-gateway.js';
import { roleNames } from '../../../src/core/session/role.entity.js';
import { answer, fakeGateway } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestRoleGateway(api), answer(status, body));

describe('RestRoleGateway', () => {
  it('checkRole sends GET /api/is-auth/{role}: a 200 means the user has the role', async () => {
    const { gateway, sent } = gatewayAnswering(200, { role: 'concierge' });
    expect(await gateway.checkRole('concierge')).toEqual(E.right(undefined));
    expect(sent).toEqual([{ method: 'GET', url: 'https://api.test/api/is-auth/concierge', body: undefined }]);
  });

  it('checkRole encodes the role and accepts an empty 200', async () => {
    const { gateway, sent } = gatewayAnswering(200, {});
    expect(await gateway.checkRole('a/b c')).toEqual(E.right(undefined));
    expect(sent[0]?.url).toBe('https://api.test/api/is-auth/a%2Fb%20c');
  });

  it('a missing role is the host 403 with its message; signed out is 401', async () => {
    const { gateway } = gatewayAnswering(403, { message: 'User does not have required role.' });
    expect(await gateway.checkRole('admin')).toEqual(
      E.left({
        kind: 'forbidden',
        status: 403,
        message: 'User does not have required role.',
        hostMessage: 'User does not have required role.',
      }),
    );
    const signedOut = gatewayAnswering(401, { message: 'User is not signed in.' });
    expect(await signedOut.gateway.myRoles()).toEqual(
      E.left({
        kind: 'unauthorized',
        status: 401,
        message: 'User is not signed in.',
        hostMessage: 'User is not signed in.',
      }),
    );
  });

  it('myRoles sends GET /api/my-roles and reads names (or role objects)', async () => {
    const { gateway, sent } = gatewayAnswering(200, ['guest', { name: 'concierge' }]);
    const result = await gateway.myRoles();
    expect(sent).toEqual([{ method: 'GET', url: 'https://api.test/api/my-roles', body: undefined }]);
    expect(E.map(roleNames)(result)).toEqual(E.right(['guest', 'concierge']));
  });

  it('roles that do not decode are a decode error naming the call and the entry', async () => {
    const { gateway } = gatewayAnswering(200, ['guest', 7]);
    const result = await gateway.myRoles();
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: '1' });
    expect(E.isLeft(result) && result.left.message).toContain('GET /api/my-roles');
  });
});

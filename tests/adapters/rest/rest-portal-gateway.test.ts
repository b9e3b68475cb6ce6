import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestPortalGateway } from '../../../src/adapters/rest/rest-portal-gateway.js';
import { answer, fakeGateway } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestPortalGateway(api), answer(status, body));

const details = { email: 'ada@example.com', password: 'long-enough-1', firstName: 'Ada', lastName: 'Guest' };

describe('RestPortalGateway (core wire codecs)', () => {
  it('login sends POST /api/login/ and reads sessionToken', async () => {
    const { gateway, sent } = gatewayAnswering(200, { sessionToken: 'tok' });
    expect(await gateway.login('ada@example.com', 'pw')).toEqual(E.right({ sessionToken: 'tok' }));
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'https://api.test/api/login/',
        body: { username: 'ada@example.com', password: 'pw' },
      },
    ]);
  });

  it('signUp sends POST /api/signup/ and reads token', async () => {
    const { gateway, sent } = gatewayAnswering(201, { token: 'tok' });
    expect(await gateway.signUp(details)).toEqual(E.right({ token: 'tok' }));
    expect(sent).toEqual([{ method: 'POST', url: 'https://api.test/api/signup/', body: details }]);
  });

  it('an answer without the token is a decode error naming the field', async () => {
    const result = await gatewayAnswering(200, { token: 'tok' }).gateway.login('a', 'b');
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'sessionToken' });
    expect(E.isLeft(result) && result.left.message).toContain('Unexpected sign-in answer: sessionToken');
  });

  it('a refusal carries its status and the host message', async () => {
    const { gateway } = gatewayAnswering(401, { message: 'Invalid e-mail or password' });
    expect(await gateway.login('a', 'b')).toEqual(
      E.left({
        kind: 'unauthorized',
        status: 401,
        message: 'Invalid e-mail or password',
        hostMessage: 'Invalid e-mail or password',
      }),
    );
  });
});

import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../../src/adapters/rest/rest-client.js';
import { RestPortalGateway } from '../../../src/adapters/rest/rest-portal-gateway.js';

interface Sent {
  readonly method: string | undefined;
  readonly url: string;
  readonly body: unknown;
}

const gatewayAnswering = (status: number, answer?: unknown) => {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      method: init.method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer === undefined ? new Response(null, { status }) : Response.json(answer, { status });
  }) as unknown as typeof fetch;
  const api = new RestClient({
    baseUrl: 'https://api.test',
    cookies: new InMemoryCookieJar(),
    fetch: fetchImpl,
  });
  return { gateway: new RestPortalGateway(api), sent };
};

const details = { email: 'ada@example.com', password: 'long-enough-1', firstName: 'Ada', lastName: 'Guest' };

describe('SPEC 7 RestPortalGateway (core wire codecs)', () => {
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
      E.left({ kind: 'unauthorized', status: 401, message: 'Invalid e-mail or password' }),
    );
  });
});
